/**
 * `/v1/account/{address}/history` (spec §7), relative to the blockchain data API
 * (`ctx.blockchainApi`); projectId, st, sv, chainId and the cursor are query parameters.
 *
 * @example historyPath('0xabc') // '/v1/account/0xabc/history'
 */
export function historyPath(address: string): string {
  return `/v1/account/${encodeURIComponent(address)}/history`
}
