/** One message: its catalog id and its English text (ICU MessageFormat), kept beside the code. */
export interface MessageDescriptor {
  readonly id: string
  readonly message: string
}

/** A locale's catalog chunk: message id to ICU MessageFormat text. */
export type Messages = Readonly<Record<string, string>>

/** Values for a message's arguments: text, numbers, dates, or (for `parts`) anything to render. */
export type MessageValues = Readonly<Record<string, unknown>>
