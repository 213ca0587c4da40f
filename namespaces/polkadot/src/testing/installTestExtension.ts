import { installTestWallet, type TestWalletPrompt } from '@appkit/emulator/test-wallet'
import type { Connector } from '@appkit/kernel'
import type { InjectedExtension } from '../discovery/InjectedWeb3.js'

/** The emulator's polkadot test wallet in a fake window's injectedWeb3, as a connector (tests). */
export async function installTestExtension(prompt: TestWalletPrompt = async () => true) {
  const window = Object.assign(new EventTarget(), {
    injectedWeb3: undefined as Record<string, unknown> | undefined,
  })
  const wallet = installTestWallet({
    window,
    chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:8545', name: 'Hardhat' }],
    prompt,
    families: ['polkadot'],
  })
  await wallet.familiesReady
  const extension = window.injectedWeb3?.['appkit-test-wallet'] as InjectedExtension
  const connector: Connector = {
    id: 'appkit-test-wallet',
    type: 'INJECTED',
    name: 'Polkadot Test Wallet',
    chain: 'polkadot',
    provider: extension,
  }
  return { window, connector, uninstall: wallet.uninstall }
}
