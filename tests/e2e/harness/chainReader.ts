import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getContractAddress,
  type Hash,
  http,
  parseAbi,
} from 'viem'
import { inject } from 'vitest'

/**
 * Reads the emulator's chains directly (not through the page) with viem, and moves funds
 * between the node's unlocked accounts where a test needs a particular balance.
 */
export function chainReader(chainId: 31337 | 1337 = 31337) {
  const emulator = inject('emulator')
  const rpcUrl = emulator.chains[String(chainId)]?.rpcUrl
  if (!rpcUrl) throw new Error(`The emulator runs no chain ${chainId}`)
  const client = createPublicClient({ transport: http(rpcUrl) })
  return {
    client,
    balance: (address: Address) => client.getBalance({ address }),
    tokenBalance: (address: Address) =>
      client.readContract({
        address: emulator.token.address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [address],
      }),
    /** Sends `value` wei from one of the node's unlocked accounts; resolves once mined. */
    async fund(from: Address, to: Address, value: bigint): Promise<void> {
      const wallet = createWalletClient({ account: from, transport: http(rpcUrl) })
      const hash = await wallet.sendTransaction({ to, value, chain: null })
      await client.waitForTransactionReceipt({ hash })
    },
    /** Sends `amount` of the emulator's test token from an unlocked holder; resolves once mined. */
    async transferToken(from: Address, to: Address, amount: bigint): Promise<void> {
      const wallet = createWalletClient({ account: from, transport: http(rpcUrl) })
      const hash = await wallet.writeContract({
        address: emulator.token.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, amount],
        chain: null,
      })
      const receipt = await client.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`The token transfer ${hash} reverted`)
    },
    /**
     * Airdrops one more NFT of the emulator's spam collection to `to`, as its minter (the last
     * test account, whose first contract the collection is). Resolves with the mined hash.
     */
    async mintSpamNft(to: Address): Promise<Hash> {
      const { accounts } = emulator
      const spammer = accounts[accounts.length - 1]
      if (!spammer) throw new Error('The emulator lists no accounts')
      const wallet = createWalletClient({ account: spammer, transport: http(rpcUrl) })
      const hash = await wallet.writeContract({
        address: getContractAddress({ from: spammer, nonce: 0n }),
        abi: parseAbi(['function mint(address to) returns (uint256)']),
        functionName: 'mint',
        args: [to],
        chain: null,
      })
      const receipt = await client.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`The spam NFT mint ${hash} reverted`)
      return hash
    },
  }
}

/** The emulator's prefunded account `index` (the test wallet holds indexes 0, 1 and 2). */
export function emulatorAccount(index: number): Address {
  const account = inject('emulator').accounts[index]
  if (!account) throw new Error(`The emulator has no account ${index}`)
  return account
}
