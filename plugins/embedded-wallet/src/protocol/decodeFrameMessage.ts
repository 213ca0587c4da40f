import { Either, Schema } from 'effect'
import { FrameMessage } from './frameMessageSchema.js'

const decode = Schema.decodeUnknownEither(FrameMessage)

/** The message decoded with the protocol's schema, or undefined when it does not fit (fail closed). */
export function decodeFrameMessage(data: unknown): FrameMessage | undefined {
  const result = decode(data)
  return Either.isRight(result) ? result.right : undefined
}

/** Decodes a reply payload with `schema`; a payload that does not fit throws. */
export function decodePayload<A, I>(schema: Schema.Schema<A, I>, payload: unknown): A {
  return Schema.decodeUnknownSync(schema)(payload)
}
