import { BigNumber, Contract, providers } from 'ethers'
import { expect } from 'vitest'
import { ethersAdapterSuite } from '../../ethers/src/testing/ethersAdapterSuite.js'
import { createEthers5Adapter } from './createEthers5Adapter.js'

ethersAdapterSuite({
  factoryName: 'createEthers5Adapter',
  packageName: '@appkit/ethers5',
  ethersMajor: 5,
  createAdapter: createEthers5Adapter,
  expectProviderClass(provider) {
    expect(provider).toBeInstanceOf(providers.Web3Provider)
    expect(provider.anyNetwork).toBe(true)
  },
  networkChainId: (chainId) => chainId,
  signTypedData: (signer, domain, types, value) => signer._signTypedData(domain, types, value),
  async sendTransaction(signer, to, value) {
    const receipt = await (
      await signer.sendTransaction({ to, value: BigNumber.from(value) })
    ).wait()
    const fee = receipt.gasUsed.mul(receipt.effectiveGasPrice).toBigInt()
    return { status: receipt.status, from: receipt.from, fee }
  },
  tokenContract(address, abi, signer) {
    const contract = new Contract(address, abi, signer)
    return {
      balanceOf: async (owner) => (await contract.balanceOf(owner)).toBigInt(),
      async transfer(to, amount) {
        return (await (await contract.transfer(to, amount)).wait()).status
      },
    }
  },
  async expectProviderAfterChainSwitch(provider) {
    // The 'any' network: a provider the app still holds follows instead of failing.
    expect((await provider.getNetwork()).chainId).toBe(1337)
  },
  async expectProviderAfterDestroy(provider) {
    await expect(provider.send('eth_blockNumber', [])).rejects.toMatchObject({ code: 4900 })
  },
})
