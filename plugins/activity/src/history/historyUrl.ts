/**
 * `${blockchainApi}/v1/account/{address}/history` (spec §7); projectId, st, sv, chainId and the
 * cursor are query parameters added by the caller.
 *
 * @example historyUrl('http://127.0.0.1:4100', '0xabc') // 'http://127.0.0.1:4100/v1/account/0xabc/history'
 */
export function historyUrl(blockchainApiUrl: string, address: string): string {
  return `${blockchainApiUrl.replace(/\/+$/, '')}/v1/account/${encodeURIComponent(address)}/history`
}
