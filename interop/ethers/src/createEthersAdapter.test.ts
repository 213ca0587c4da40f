import { BrowserProvider, Contract } from 'ethers'
import { expect } from 'vitest'
import { createEthersAdapter } from './createEthersAdapter.js'
import { ethersAdapterSuite } from './testing/ethersAdapterSuite.js'

async function expectDestroyed(provider: BrowserProvider): Promise<void> {
  expect(provider.destroyed).toBe(true)
  await expect(provider.getBlockNumber()).rejects.toThrow('provider destroyed')
}

ethersAdapterSuite({
  factoryName: 'createEthersAdapter',
  packageName: '@appkit/ethers',
  ethersMajor: 6,
  createAdapter: createEthersAdapter,
  expectProviderClass: (provider) => expect(provider).toBeInstanceOf(BrowserProvider),
  networkChainId: BigInt,
  signTypedData: (signer, domain, types, value) => signer.signTypedData(domain, types, value),
  async sendTransaction(signer, to, value) {
    const receipt = await (await signer.sendTransaction({ to, value })).wait()
    return { status: receipt?.status, from: receipt!.from, fee: receipt!.fee }
  },
  tokenContract(address, abi, signer) {
    const contract = new Contract(address, abi, signer)
    return {
      balanceOf: (owner) => contract.getFunction('balanceOf')(owner),
      async transfer(to, amount) {
        return (await (await contract.getFunction('transfer')(to, amount)).wait()).status
      },
    }
  },
  // Destroyed once idle: it cannot answer for a chain it is no longer on.
  expectProviderAfterChainSwitch: expectDestroyed,
  expectProviderAfterDestroy: expectDestroyed,
})
