import type { Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { answerWallet, askWallet } from './demoPage.js'

/** The user, in the wallet, adds and moves to chain 42, which the app does not offer. */
export async function moveWalletToChain42(page: Page) {
  const adding = askWallet(page, 'wallet_addEthereumChain', [
    {
      chainId: '0x2a',
      chainName: 'Elsewhere',
      rpcUrls: [inject('emulator').chains['31337']?.rpcUrl],
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    },
  ])
  await answerWallet(page, 'approve', /^Add network Elsewhere \(chain id 42\)/)
  await expect(adding).resolves.toBeNull()
  await expect.poll(() => askWallet(page, 'eth_chainId')).toBe('0x2a')
}
