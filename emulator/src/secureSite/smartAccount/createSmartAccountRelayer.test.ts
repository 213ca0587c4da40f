import {
  type Address,
  concat,
  createPublicClient,
  createWalletClient,
  defineChain,
  encodeDeployData,
  type Hex,
  hashMessage,
  hexToBigInt,
  http,
  isErc6492Signature,
  numberToHex,
  parseEther,
  slice,
  zeroAddress,
} from 'viem'
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployAccountFactory } from '../../chains/deployAccountFactory.js'
import { impersonateRelayer } from '../../chains/impersonateRelayer.js'
import { listAccounts } from '../../chains/listAccounts.js'
import {
  SMART_ACCOUNT_RELAYER,
  SMART_ACCOUNT_RELAYER_BALANCE,
} from '../../chains/SMART_ACCOUNT_RELAYER.js'
import {
  appKitAccountFactoryArtifact,
  appKitSmartAccountArtifact,
} from '../../chains/smartAccountArtifacts.js'
import { type HardhatNode, startHardhatNode } from '../../chains/startHardhatNode.js'
import { TEST_MNEMONIC } from '../../defaults.js'
import {
  createSmartAccountRelayer,
  SMART_ACCOUNT_SALT,
  type SmartAccountRelayer,
} from './createSmartAccountRelayer.js'
import { signExecute, signHashForAccount } from './smartAccountSignatures.js'

/** secp256k1's group order: s and n - s both recover the same key (signature malleability). */
const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

/** The same signature with s replaced by n - s and v flipped: ecrecover accepts it. */
function highS(signature: Hex): Hex {
  const s = hexToBigInt(slice(signature, 32, 64))
  const v = Number(hexToBigInt(slice(signature, 64, 65)))
  return concat([
    slice(signature, 0, 32),
    numberToHex(CURVE_ORDER - s, { size: 32 }),
    numberToHex(v === 27 ? 28 : 27, { size: 1 }),
  ])
}

const CHAIN_ID = 31337
let node: HardhatNode
let accounts: Address[]
let factory: Address
let relayer: SmartAccountRelayer

const chain = () =>
  defineChain({
    id: CHAIN_ID,
    name: 'Hardhat',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [node.rpcUrl] } },
  })
const publicClient = () => createPublicClient({ chain: chain(), transport: http(node.rpcUrl) })
const nodeWallet = (account: Address) =>
  createWalletClient({ chain: chain(), transport: http(node.rpcUrl), account })

beforeAll(async () => {
  node = await startHardhatNode({
    chainId: CHAIN_ID,
    port: 0,
    hostname: '127.0.0.1',
    mnemonic: TEST_MNEMONIC,
  })
  accounts = await listAccounts(node.rpcUrl)
  await impersonateRelayer(node.rpcUrl, SMART_ACCOUNT_RELAYER, SMART_ACCOUNT_RELAYER_BALANCE)
  factory = await deployAccountFactory({
    rpcUrl: node.rpcUrl,
    chainId: CHAIN_ID,
    deployer: SMART_ACCOUNT_RELAYER,
  })
  relayer = createSmartAccountRelayer({
    chains: [{ chainId: CHAIN_ID, rpcUrl: node.rpcUrl, factory }],
    relayer: SMART_ACCOUNT_RELAYER,
  })
}, 60_000)

afterAll(async () => {
  await node?.stop()
})

/** A fresh owner key and its (not yet deployed) smart account, funded with 5 ETH. */
/** A first batch (nonce 0) signed by `signer` for the account, on CHAIN_ID unless said otherwise. */
function signFirstBatch(
  signer: Parameters<typeof signExecute>[0],
  account: Address,
  calls: Parameters<typeof signExecute>[1]['calls'],
  chainId = CHAIN_ID,
) {
  return signExecute(signer, { account, chainId, calls, nonce: 0n })
}

/** Submits a signed batch to the account as a stranger (account 13) would, without mining it. */
function submitBatch(
  account: Address,
  calls: Parameters<typeof signExecute>[1]['calls'],
  signature: Hex,
) {
  return publicClient().simulateContract({
    account: accounts[13] as Address,
    address: account,
    abi: appKitSmartAccountArtifact.abi,
    functionName: 'executeBatchWithSignature',
    args: [calls, signature],
  })
}

/** The account's ERC-1271 answer: 0x1626ba7e when the signature is valid for it. */
function isValidSignature(account: Address, hash: Hex, signature: Hex) {
  return publicClient().readContract({
    address: account,
    abi: appKitSmartAccountArtifact.abi,
    functionName: 'isValidSignature',
    args: [hash, signature],
  })
}

async function freshAccount() {
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = await relayer.accountOf(owner.address, CHAIN_ID)
  if (!account) throw new Error('Smart accounts are not enabled')
  await publicClient().request({
    method: 'hardhat_setBalance' as never,
    params: [account.address, `0x${parseEther('5').toString(16)}`] as never,
  })
  return { owner, address: account.address, deployed: account.deployed }
}

async function resolved(owner: Address) {
  const account = await relayer.accountOf(owner, CHAIN_ID)
  if (!account) throw new Error('Smart accounts are not enabled')
  return account
}

async function deploy(owner: Address) {
  const hash = await nodeWallet(accounts[13] as Address).writeContract({
    address: factory,
    abi: appKitAccountFactoryArtifact.abi,
    functionName: 'createAccount',
    args: [owner, SMART_ACCOUNT_SALT],
  })
  return publicClient().waitForTransactionReceipt({ hash })
}

/** The smart account's signature of `message`, as the secure site makes it for `owner`. */
async function signMessageAs(owner: PrivateKeyAccount, message: string): Promise<Hex> {
  return relayer.signHash(owner, CHAIN_ID, await resolved(owner.address), hashMessage(message))
}

/** What viem's verifyMessage says on the chain (ERC-1271 and ERC-6492 included). */
function verifies(address: Address, message: string, signature: Hex): Promise<boolean> {
  return publicClient().verifyMessage({ address, message, signature })
}

describe('AppKitAccountFactory and AppKitSmartAccount on a Hardhat node', () => {
  it('the counterfactual address (getAddress) is where createAccount deploys, and a second createAccount is a no-op', async () => {
    const { owner, address, deployed } = await freshAccount()
    expect(deployed).toBe(false)
    await deploy(owner.address)
    expect(await publicClient().getCode({ address })).toMatch(/^0x[0-9a-f]{20,}/)
    const second = await deploy(owner.address)
    expect(second.logs).toHaveLength(0)
    expect(await relayer.accountOf(owner.address, CHAIN_ID)).toEqual({ address, deployed: true })
    expect(
      await publicClient().readContract({
        address,
        abi: appKitSmartAccountArtifact.abi,
        functionName: 'owner',
      }),
    ).toBe(owner.address)
  })

  it('execute only with a valid owner signature: another key signing the same batch is refused', async () => {
    const { owner, address } = await freshAccount()
    await deploy(owner.address)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const calls = [{ to: receiver, value: parseEther('1'), data: '0x' as const }]
    const stranger = privateKeyToAccount(generatePrivateKey())
    const forged = await signFirstBatch(stranger, address, calls)
    await expect(submitBatch(address, calls, forged)).rejects.toThrow(/InvalidSignature/)
    // The owner's own direct call is allowed; anyone else's is not.
    await expect(
      publicClient().simulateContract({
        account: accounts[13] as Address,
        address,
        abi: appKitSmartAccountArtifact.abi,
        functionName: 'execute',
        args: [receiver, 1n, '0x'],
      }),
    ).rejects.toThrow(/NotOwner/)
    expect(await publicClient().getBalance({ address: receiver })).toBe(0n)
  })

  it('a signed batch runs once: replaying it is refused (the nonce is used up)', async () => {
    const { owner, address } = await freshAccount()
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const calls = [{ to: receiver, value: parseEther('1'), data: '0x' as const }]
    const signature = await signFirstBatch(owner, address, calls)
    // Deploy and run in one transaction, submitted by someone who is not the owner.
    const hash = await nodeWallet(accounts[13] as Address).writeContract({
      address: factory,
      abi: appKitAccountFactoryArtifact.abi,
      functionName: 'createAccountAndExecute',
      args: [owner.address, SMART_ACCOUNT_SALT, calls, signature],
    })
    await publicClient().waitForTransactionReceipt({ hash })
    expect(await publicClient().getBalance({ address: receiver })).toBe(parseEther('1'))
    await expect(submitBatch(address, calls, signature)).rejects.toThrow(/InvalidSignature/)
    expect(
      await publicClient().readContract({
        address,
        abi: appKitSmartAccountArtifact.abi,
        functionName: 'nonce',
      }),
    ).toBe(1n)
  })

  it('the relayer (bundler and paymaster stand-in) deploys the account with its first batch and pays the gas; wallet_getCallsStatus reports it confirmed', async () => {
    const { owner, address } = await freshAccount()
    const receivers = [0, 1].map(() => privateKeyToAccount(generatePrivateKey()).address)
    const hash = await relayer.execute(owner, CHAIN_ID, await resolved(owner.address), [
      { to: receivers[0] as Address, value: parseEther('1'), data: '0x' },
      { to: receivers[1] as Address, value: parseEther('2'), data: '0x' },
    ])
    expect(await publicClient().getBalance({ address: receivers[1] as Address })).toBe(
      parseEther('2'),
    )
    // Exactly the values left the account: the gas was the relayer's.
    expect(await publicClient().getBalance({ address })).toBe(parseEther('2'))
    expect((await relayer.accountOf(owner.address, CHAIN_ID))?.deployed).toBe(true)
    const status = await relayer.callsStatus(owner.address, hash)
    expect(status).toMatchObject({ id: hash, status: 200, atomic: true, chainId: '0x7a69' })
    expect(status?.receipts?.[0]?.transactionHash).toBe(hash)
    // A second batch uses the next nonce.
    await relayer.execute(owner, CHAIN_ID, await resolved(owner.address), [
      { to: receivers[0] as Address, value: 1n, data: '0x' },
    ])
    expect(await publicClient().getBalance({ address: receivers[0] as Address })).toBe(
      parseEther('1') + 1n,
    )
  })

  it('ERC-6492: before deployment the signature is wrapped and viem verifies it for the smart account; after deployment the plain ERC-1271 signature verifies', async () => {
    const { owner, address } = await freshAccount()
    const message = 'hello from a counterfactual account'
    const wrapped = await signMessageAs(owner, message)
    expect(isErc6492Signature(wrapped)).toBe(true)
    await expect(verifies(address, message, wrapped)).resolves.toBe(true)
    await expect(verifies(address, 'another message', wrapped)).resolves.toBe(false)
    // Verifying did not deploy it (eth_call only).
    expect((await relayer.accountOf(owner.address, CHAIN_ID))?.deployed).toBe(false)

    await deploy(owner.address)
    const plain = await signMessageAs(owner, message)
    expect(isErc6492Signature(plain)).toBe(false)
    await expect(verifies(address, message, plain)).resolves.toBe(true)
    // The earlier wrapped signature still verifies once deployed (ERC-6492 skips the deploy).
    await expect(verifies(address, message, wrapped)).resolves.toBe(true)
  })

  it("ERC-1271: the account's signature is not valid for the owner key nor for another owner's account", async () => {
    const { owner, address } = await freshAccount()
    await deploy(owner.address)
    const message = 'replay me'
    const signature = await signMessageAs(owner, message)
    await expect(verifies(owner.address, message, signature)).resolves.toBe(false)
    const other = await freshAccount()
    await deploy(other.owner.address)
    await expect(verifies(other.address, message, signature)).resolves.toBe(false)
    expect(await isValidSignature(address, hashMessage('something else'), signature)).toBe(
      '0xffffffff',
    )
  })

  it('accountOf is undefined on a chain where smart accounts are not enabled', async () => {
    expect(await relayer.accountOf(zeroAddress, 1337)).toBeUndefined()
    expect(relayer.networks).toEqual(['eip155:31337'])
  })

  it('an account cannot have owner zero (whose check any malformed signature would pass): the factory and the constructor refuse it', async () => {
    await expect(
      publicClient().simulateContract({
        account: accounts[13] as Address,
        address: factory,
        abi: appKitAccountFactoryArtifact.abi,
        functionName: 'createAccount',
        args: [zeroAddress, SMART_ACCOUNT_SALT],
      }),
    ).rejects.toThrow(/InvalidOwner/)
    await expect(
      publicClient().call({
        account: accounts[13] as Address,
        data: encodeDeployData({
          abi: appKitSmartAccountArtifact.abi,
          bytecode: appKitSmartAccountArtifact.bytecode,
          args: [zeroAddress],
        }),
      }),
    ).rejects.toThrow()
  })

  it('only canonical signatures: a high-s or wrong-length copy of a valid owner signature is refused by executeBatchWithSignature and isValidSignature', async () => {
    const { owner, address } = await freshAccount()
    await deploy(owner.address)
    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const calls = [{ to: receiver, value: 1n, data: '0x' as const }]
    const signature = await signFirstBatch(owner, address, calls)
    const submit = (candidate: Hex) => submitBatch(address, calls, candidate)
    await expect(submit(highS(signature))).rejects.toThrow(/InvalidSignature/)
    await expect(submit(concat([signature, '0x00']))).rejects.toThrow(/InvalidSignature/)
    await expect(submit(slice(signature, 0, 64))).rejects.toThrow(/InvalidSignature/)
    await expect(submit('0x')).rejects.toThrow(/InvalidSignature/)
    // The canonical one is accepted (so the copies fail for their form alone).
    await expect(submit(signature)).resolves.toBeDefined()

    const hash = hashMessage('canonical only')
    const valid = await signHashForAccount(owner, { account: address, chainId: CHAIN_ID, hash })
    const check = (candidate: Hex) => isValidSignature(address, hash, candidate)
    expect(await check(valid)).toBe('0x1626ba7e')
    expect(await check(highS(valid))).toBe('0xffffffff')
    expect(await check(concat([valid, '0x00']))).toBe('0xffffffff')
    expect(await check('0x')).toBe('0xffffffff')
  })

  it('a signature made for another chain (its EIP-712 domain names chain 1) is refused on this one', async () => {
    const { owner, address } = await freshAccount()
    await deploy(owner.address)
    const calls = [{ to: accounts[14] as Address, value: 1n, data: '0x' as const }]
    const elsewhere = await signFirstBatch(owner, address, calls, 1)
    await expect(submitBatch(address, calls, elsewhere)).rejects.toThrow(/InvalidSignature/)
    const hash = hashMessage('chain bound')
    const message = await signHashForAccount(owner, { account: address, chainId: 1, hash })
    expect(await isValidSignature(address, hash, message)).toBe('0xffffffff')
  })

  it("wallet_getCallsStatus answers only the batch's owner, and remembers at most callsStatusLimit batches (the oldest are dropped)", async () => {
    const small = createSmartAccountRelayer({
      chains: [{ chainId: CHAIN_ID, rpcUrl: node.rpcUrl, factory }],
      relayer: SMART_ACCOUNT_RELAYER,
      callsStatusLimit: 1,
    })
    const { owner } = await freshAccount()
    const account = await resolved(owner.address)
    const call = [{ to: accounts[14] as Address, value: 1n, data: '0x' as const }]
    const first = await small.execute(owner, CHAIN_ID, account, call)
    expect(await small.callsStatus(owner.address, first)).toMatchObject({ status: 200 })
    const stranger = privateKeyToAccount(generatePrivateKey()).address
    expect(await small.callsStatus(stranger, first)).toBeUndefined()
    const second = await small.execute(owner, CHAIN_ID, account, call)
    expect(await small.callsStatus(owner.address, second)).toMatchObject({ status: 200 })
    expect(await small.callsStatus(owner.address, first)).toBeUndefined()
  })
})
