import { installTestWallet } from '@appkit/emulator/test-wallet'
import { demoConfig } from './demoConfig.js'

const STORAGE_KEY = 'appkit-demo:test-wallet'

/** The development test wallet is on when ?testWallet=1 is in the URL or the toggle was used. */
export function isTestWalletOn(): boolean {
  const param = new URLSearchParams(window.location.search).get('testWallet')
  if (param !== null) sessionStorage.setItem(STORAGE_KEY, param === '1' ? '1' : '0')
  return sessionStorage.getItem(STORAGE_KEY) === '1'
}

export function setTestWallet(on: boolean): void {
  sessionStorage.setItem(STORAGE_KEY, on ? '1' : '0')
  window.location.reload()
}

/** `?testWalletAccounts=N`: how many of the mnemonic's accounts the wallet holds (default 3). */
function accountCountOf(params: URLSearchParams): number | undefined {
  const count = Number(params.get('testWalletAccounts'))
  return Number.isInteger(count) && count > 0 ? count : undefined
}

/** Installs the EIP-6963 test wallet holding the local chains' test accounts. */
export function installDemoTestWallet() {
  const params = new URLSearchParams(window.location.search)
  const only = params.get('testWalletChains')
  const accountCount = accountCountOf(params)
  return installTestWallet({
    chains: [
      { chainId: 31337, rpcUrl: demoConfig.rpc31337, name: 'Hardhat' },
      { chainId: 1337, rpcUrl: demoConfig.rpc1337, name: 'Localhost' },
    ],
    ...(only ? { supportedChainIds: only.split(',').map(Number) } : {}),
    ...(accountCount ? { accountCount } : {}),
    // ?families=all: the polkadot, bip122 and cosmos test wallets too (loaded on demand).
    ...(params.get('families') === 'all'
      ? { families: ['polkadot', 'bip122', 'cosmos'] as const }
      : {}),
  })
}
