import type { Namespace } from './catalog.js'
import type { TemplateEnvironment } from './templateEnvironment.js'

/**
 * The emulator's test wallets for the app's namespaces (the EVM one always: it hosts the
 * polkadot, bip122 and cosmos ones as `families`), only with ?testWallet=1, and only in a
 * development build or one built with APPKIT_TEST_WALLET=1: its mnemonic is public, so a
 * deployed app must not offer it to whoever adds the query parameter.
 */
export function renderTestWalletSwitch(
  namespaces: readonly Namespace[],
  env: TemplateEnvironment,
): string {
  const families = namespaces.filter(
    (ns) => ns === 'polkadot' || ns === 'bip122' || ns === 'cosmos',
  )
  const solana = namespaces.includes('solana')
  const imports = solana ? 'installSolanaTestWallet, installTestWallet' : 'installTestWallet'
  return `
/**
 * The emulator's test wallets (public keys: development only), with ?testWallet=1 in a
 * development build, or in a build made with ${env.variable('TEST_WALLET')}=1 (end-to-end tests).
 * Loaded dynamically: without them the page loads none of it.
 */
export async function installTestWalletIfAsked(): Promise<void> {
  const allowed = ${env.isDevelopment} || ${env.read('TEST_WALLET')} === '1'
  if (!allowed || new URLSearchParams(window.location.search).get('testWallet') !== '1') return
  const { ${imports} } = await import('@appkit/emulator/test-wallet')
  installTestWallet({
    chains: [
      { chainId: 31337, rpcUrl: ${env.read('RPC_31337')} ?? 'http://127.0.0.1:8545', name: 'Hardhat' },
      { chainId: 1337, rpcUrl: ${env.read('RPC_1337')} ?? 'http://127.0.0.1:8546', name: 'Localhost' },
    ],${families.length > 0 ? `\n    families: [${families.map((ns) => `'${ns}'`).join(', ')}],` : ''}
  })${
    solana
      ? `
  installSolanaTestWallet({
    chains: [{ chain: 'solana:localnet', rpcUrl: ${env.read('SOLANA_RPC')} ?? 'http://127.0.0.1:8899' }],
  })`
      : ''
  }
}
`
}
