import type { EmulatorUrls } from './types.js'

/** The start-up lines: every URL the emulator serves, then where they were written. */
export function formatUrls(urls: EmulatorUrls, stateFile: string | null): string[] {
  const lines = [
    'AppKit emulator is running (127.0.0.1 only)',
    `  Project API      ${urls.api}  (projectId ${urls.projectIds.join(', ')})`,
    `    config         ${urls.api}/appkit/v1/config`,
    `    origins        ${urls.api}/projects/v1/origins`,
    `    analytics cfg  ${urls.api}/getAnalyticsConfig`,
    `    wallets        ${urls.api}/getWallets`,
    `    wallet images  ${urls.api}/getWalletImage/{image_id}`,
    `    asset images   ${urls.api}/public/getAssetImage/{id}`,
    `    faults         ${urls.api}/emulator/faults`,
    `    state          ${urls.api}/emulator/state`,
    `  WC relay         ${urls.relay}  (WalletConnect irn_* over WebSocket)`,
    `    relay control  ${urls.api}/emulator/relay`,
    `  Analytics ingest ${urls.analytics}/e`,
    `    stored events  ${urls.analyticsEvents}`,
    `  Secure site      ${urls.secureSite}  (embedded wallet, its own origin)`,
    `    mailbox        ${urls.mailbox}  (one-time codes)`,
  ]
  for (const chain of Object.values(urls.chains)) {
    lines.push(
      `  Chain ${chain.chainId} (${chain.name})`,
      `    RPC            ${chain.rpcUrl}`,
      `    RPC via API    ${chain.proxyRpcUrl}`,
    )
  }
  lines.push(
    `  Token ${urls.token.symbol} (${urls.token.name}, ${urls.token.decimals} decimals) at ${urls.token.address}`,
    `  Accounts         ${urls.accounts.length} prefunded, from the test mnemonic '${urls.mnemonic}'`,
  )
  if (urls.solana) {
    lines.push(
      `  Solana RPC       ${urls.solana.rpcUrl}  (${urls.solana.caipNetworkId})`,
      `    accounts       ${urls.solana.accounts.length} prefunded, m/44'/501'/i'/0' of the same mnemonic`,
    )
  }
  if (urls.swaps) {
    lines.push(
      `  Swap pool        ${urls.swaps.pool} on chain ${urls.swaps.localChainId}, standing in for eip155:${urls.swaps.standInChainId} in ${urls.api}/v1/convert/*`,
    )
  }
  if (urls.smartAccounts) {
    for (const [chainId, factory] of Object.entries(urls.smartAccounts.factories)) {
      lines.push(
        `  Smart accounts   AppKitAccountFactory ${factory} on chain ${chainId}, relayed (gas paid) by ${urls.smartAccounts.relayer}`,
      )
    }
  }
  if (stateFile !== null) lines.push(`  URLs written to  ${stateFile}`)
  return lines
}
