import type { RelayRpcId } from './relayJsonRpc.js'

const BIG_MARK = '\u0000bigint:'
const MARKED = /"\\u0000bigint:(\d+)"/g

export type OutgoingRelayFrame =
  | { id: RelayRpcId | null; result: unknown }
  | { id: RelayRpcId | null; error: { code: number; message: string } }
  | { id: RelayRpcId; method: string; params: unknown }

/** Serialises a frame for a client, writing bigint ids as plain JSON integers. */
export function encodeRelayFrame(frame: OutgoingRelayFrame): string {
  const text = JSON.stringify({ jsonrpc: '2.0', ...frame }, (_key, value: unknown) =>
    typeof value === 'bigint' ? `${BIG_MARK}${value}` : value,
  )
  return text.replace(MARKED, '$1')
}
