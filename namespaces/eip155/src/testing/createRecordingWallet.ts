import type { Eip1193RequestArguments } from '../provider/Eip1193Provider.js'

/** The transaction hash a recording wallet answers eth_sendTransaction with by default. */
export const SENT_HASH = `0x${'ab'.repeat(32)}`

/**
 * TEST DOUBLE: an EIP-1193 wallet on `chainId` that records each request, answers
 * eth_sendTransaction with `hash` and any other method with 4200 'Unsupported method'.
 */
export function createRecordingWallet(chainId = '0x7a69', hash: unknown = SENT_HASH) {
  const calls: Eip1193RequestArguments[] = []
  return {
    calls,
    provider: {
      async request(args: Eip1193RequestArguments) {
        calls.push(args)
        if (args.method === 'eth_chainId') return chainId
        if (args.method === 'eth_sendTransaction') return hash
        throw { code: 4200, message: 'Unsupported method' }
      },
    },
  }
}
