import { installTestWallet, type TestWalletPrompt } from '@appkit/emulator/test-wallet'
import type { Connector } from '@appkit/kernel'
import { bitcoin } from '../networks/bitcoin.js'
import { verifyBitcoinMessage as verify } from '../verify/verifyBitcoinMessage.js'

/** The emulator's Bitcoin test wallet on a fake window, and a connector over it (tests only). */
export async function installTestBitcoinWallet(prompt: TestWalletPrompt = async () => true) {
  const window = Object.assign(new EventTarget(), {
    AppKitTestWallet: undefined as { BitcoinProvider?: unknown } | undefined,
    btc_providers: undefined as unknown[] | undefined,
  })
  const wallet = installTestWallet({
    window,
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Hardhat' }],
    prompt,
    families: ['bip122'],
  })
  await wallet.familiesReady
  const connector: Connector = {
    id: 'AppKitTestWallet.BitcoinProvider',
    type: 'INJECTED',
    name: 'Bitcoin Test Wallet',
    chain: 'bip122',
    chains: [bitcoin.caipNetworkId],
    provider: window.AppKitTestWallet?.BitcoinProvider,
  }
  return { window, connector, uninstall: wallet.uninstall }
}

/** Checks a Bitcoin message signature on mainnet with `@appkit/bip122/verify` (BIP-137/322). */
export async function verifyBitcoinMessage(address: string, message: string, signature: string) {
  return verify({ address, message, signature, chainId: bitcoin.caipNetworkId })
}
