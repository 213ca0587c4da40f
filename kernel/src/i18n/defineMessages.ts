import type { MessageDescriptor } from './MessageDescriptor.js'

/**
 * Names a group of English messages under one prefix: `defineMessages('connect', { title:
 * 'Connect Wallet' })` gives `{ title: { id: 'connect.title', message: 'Connect Wallet' } }`.
 * English lives with the code that shows it, so it adds nothing to a chunk that does not.
 */
export function defineMessages<const K extends string>(
  prefix: string,
  messages: Readonly<Record<K, string>>,
): { readonly [Key in K]: MessageDescriptor } {
  const descriptors = {} as Record<K, MessageDescriptor>
  for (const key of Object.keys(messages) as K[]) {
    descriptors[key] = { id: `${prefix}.${key}`, message: messages[key] }
  }
  return descriptors
}
