import { installTestWallet, type TestWalletPrompt } from '@appkit/emulator/test-wallet'
import type { Connector } from '@appkit/kernel'
import type { KeplrLike } from '../discovery/KeplrLike.js'

/** The emulator's cosmos test wallet on a fake window, and a connector over it (tests only). */
export async function installTestKeplr(prompt: TestWalletPrompt = async () => true) {
  const window = Object.assign(new EventTarget(), { keplr: undefined as unknown })
  const wallet = installTestWallet({
    window,
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Hardhat' }],
    prompt,
    families: ['cosmos'],
  })
  await wallet.familiesReady
  const keplr = window.keplr as KeplrLike
  const connector: Connector = {
    id: 'keplr',
    type: 'INJECTED',
    name: 'Keplr',
    chain: 'cosmos',
    provider: keplr,
  }
  return { window, keplr, connector, uninstall: wallet.uninstall }
}
