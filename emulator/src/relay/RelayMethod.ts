import type { RelayMessage } from './createRelayMailbox.js'

/** A message to store on a topic (ttl in seconds, as clients send it). */
export interface PublishInput {
  topic: string
  message: string
  ttlSeconds: number
  tag: number
  attestation?: string | undefined
}

/** What a method handler may ask of the relay, on behalf of the client that called it. */
export interface RelayMethodContext {
  /** The caller's client id (the did:key of its auth token). */
  clientId: string
  /** Stores a message and pushes it to the topic's other subscribers that are connected. */
  publish(input: PublishInput): void
  /** Subscribes the caller; the topic's pending messages follow the answer. Returns the subscription id. */
  subscribe(topic: string): string
  unsubscribe(topic: string): void
  /** The caller's pending messages on these topics, counted as delivered. */
  fetchMessages(topics: readonly string[]): RelayMessage[]
}

/** One relay JSON-RPC method. */
export interface RelayMethod {
  method: string
  /** Answers with the result; throws RelayParamsError when `params` do not fit. */
  handle(context: RelayMethodContext, params: unknown): unknown
}

/** Bad params: answered with JSON-RPC error -32602 and this message. */
export class RelayParamsError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RelayParamsError'
  }
}
