import { eip155 } from '@appkit/eip155'
import { type RunningEmulator, startEmulator, TEST_MNEMONIC } from '@appkit/emulator'
import { createAppKit } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import {
  createPublicClient,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  hashMessage,
  http,
  type LocalAccount,
  parseAbi,
  serializeErc6492Signature,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMessageData } from '../message/createMessageData.js'
import { formatSiwxMessage } from '../message/formatSiwxMessage.js'
import { defaultVerifiers } from '../siwx.js'
import { hardhat } from '../testing/createSiwxTestKit.js'
import { accountRuntime, factoryRuntime, initCode } from '../testing/smartAccountBytecode.js'
import { type Eip155Requester, verifyEip155Signature } from './verifyEip155Signature.js'

let emulator: RunningEmulator
let chain: Eip155Requester
const owner = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 5 })
const message = 'example.com wants you to sign in with your Ethereum account'

function rpc(url: string): Eip155Requester {
  let id = 0
  return {
    async request({ method, params }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
      })
      const body = (await response.json()) as { result?: unknown; error?: { message: string } }
      if (body.error) throw Object.assign(new Error(body.error.message), body.error)
      return body.result
    },
  }
}

beforeAll(async () => {
  emulator = await startEmulator({
    apiPort: 0,
    chains: [{ chainId: 31337, name: 'Hardhat', port: 0 }],
    stateFile: false,
    log: () => {},
  })
  chain = rpc(emulator.urls.chains['31337']?.rpcUrl ?? '')
}, 60_000)

afterAll(async () => {
  await emulator?.stop()
})

async function deploy(address: Hex, code: Hex, nonce = 0) {
  await chain.request({ method: 'hardhat_setCode', params: [address, code] })
  if (nonce) {
    await chain.request({
      method: 'hardhat_setNonce',
      params: [address, `0x${nonce.toString(16)}`],
    })
  }
}

/** The factory's two functions these tests call (AppKitAccountFactory.sol). */
const FACTORY_ABI = parseAbi([
  'function getAddress(address owner, uint256 salt) view returns (address)',
  'function createAccount(address owner, uint256 salt) returns (address)',
])

/**
 * A fresh owner's AppKitSmartAccount on 31337 through the emulator's real factory: its
 * counterfactual address, how to sign as it, and how to deploy it.
 */
async function realSmartAccount(ownerIndex: number) {
  const rpcUrl = emulator.urls.chains['31337']?.rpcUrl ?? ''
  const factory = emulator.urls.smartAccounts?.factories['31337']
  if (!factory) throw new Error('The emulator has no AppKitAccountFactory on 31337')
  const client = createPublicClient({ transport: http(rpcUrl) })
  const accountOwner = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: ownerIndex })
  const salt = BigInt(Date.now())
  const address = await client.readContract({
    address: factory,
    abi: FACTORY_ABI,
    functionName: 'getAddress',
    args: [accountOwner.address, salt],
  })
  /** The owner's signature the account's ERC-1271 accepts: its typed wrapper of the hash. */
  const signAs = (signer: LocalAccount, text: string) =>
    signer.signTypedData({
      domain: {
        name: 'AppKitSmartAccount',
        version: '1',
        chainId: 31337,
        verifyingContract: address,
      },
      types: { AppKitSmartAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
      primaryType: 'AppKitSmartAccountMessage',
      message: { hash: hashMessage(text) },
    })
  return {
    address,
    owner: accountOwner,
    signAs,
    /** ERC-6492: the signature with the factory call that would deploy the account. */
    wrap: (signature: Hex) =>
      serializeErc6492Signature({
        address: factory,
        data: encodeFunctionData({
          abi: FACTORY_ABI,
          functionName: 'createAccount',
          args: [accountOwner.address, salt],
        }),
        signature,
      }),
    async deploy() {
      // Sent by one of the node's unlocked accounts: anyone may deploy an owner's account.
      const [sender] = (await chain.request({ method: 'eth_accounts' })) as Hex[]
      const data = encodeFunctionData({
        abi: FACTORY_ABI,
        functionName: 'createAccount',
        args: [accountOwner.address, salt],
      })
      const hash = (await chain.request({
        method: 'eth_sendTransaction',
        params: [{ from: sender, to: factory, data }],
      })) as Hex
      await client.waitForTransactionReceipt({ hash })
    },
    code: () => client.getCode({ address }),
  }
}

describe('verifyEip155Signature against the real AppKitSmartAccount (the emulator’s factory on 31337)', () => {
  it('ERC-6492: an undeployed account’s wrapped signature is accepted; another owner’s or another message refused', async () => {
    const account = await realSmartAccount(7)
    expect(await account.code()).toBeUndefined()
    const signature = account.wrap(await account.signAs(account.owner, message))
    await expect(
      verifyEip155Signature({ address: account.address, message, signature, chain }),
    ).resolves.toBe(true)
    await expect(
      verifyEip155Signature({ address: account.address, message: `${message}!`, signature, chain }),
    ).resolves.toBe(false)
    const stranger = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 8 })
    const forged = account.wrap(await account.signAs(stranger, message))
    await expect(
      verifyEip155Signature({ address: account.address, message, signature: forged, chain }),
    ).resolves.toBe(false)
    // Verified in a simulated call only: the account is still not deployed.
    expect(await account.code()).toBeUndefined()
  })

  it('ERC-1271: a deployed account’s signature is accepted; another owner’s, the bare owner key’s, or another message refused', async () => {
    const account = await realSmartAccount(9)
    await account.deploy()
    expect(await account.code()).toMatch(/^0x[0-9a-f]{2,}/)
    const signature = await account.signAs(account.owner, message)
    await expect(
      verifyEip155Signature({ address: account.address, message, signature, chain }),
    ).resolves.toBe(true)
    await expect(
      verifyEip155Signature({ address: account.address, message: `${message}!`, signature, chain }),
    ).resolves.toBe(false)
    const stranger = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 8 })
    await expect(
      verifyEip155Signature({
        address: account.address,
        message,
        signature: await account.signAs(stranger, message),
        chain,
      }),
    ).resolves.toBe(false)
    // The owner's plain EIP-191 signature is not the account's (it signs the typed wrapper).
    await expect(
      verifyEip155Signature({
        address: account.address,
        message,
        signature: await account.owner.signMessage({ message }),
        chain,
      }),
    ).resolves.toBe(false)
  })
})

describe('verifyEip155Signature (EOA; contract logic from stub bytecode)', () => {
  it('EOA: accepts the account’s EIP-191 signature, refuses another message or signer (no chain needed)', async () => {
    const signature = await owner.signMessage({ message })
    await expect(
      verifyEip155Signature({ address: owner.address, message, signature }),
    ).resolves.toBe(true)
    await expect(
      verifyEip155Signature({ address: owner.address, message: `${message}!`, signature }),
    ).resolves.toBe(false)
    const other = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 6 })
    await expect(
      verifyEip155Signature({ address: other.address, message, signature }),
    ).resolves.toBe(false)
    await expect(
      verifyEip155Signature({ address: owner.address, message, signature: 'not hex' }),
    ).resolves.toBe(false)
  })

  it('ERC-1271: a deployed smart account that approves the message hash is accepted; one that does not is refused', async () => {
    const approving = '0x00000000000000000000000000000000000a1271' as const
    const refusing = '0x00000000000000000000000000000000000b1271' as const
    await deploy(approving, accountRuntime(hashMessage(message)))
    await deploy(refusing, accountRuntime(hashMessage('something else')))
    const signature = await owner.signMessage({ message })
    await expect(
      verifyEip155Signature({ address: approving, message, signature, chain }),
    ).resolves.toBe(true)
    await expect(
      verifyEip155Signature({ address: refusing, message, signature, chain }),
    ).resolves.toBe(false)
    // Without the chain a contract account cannot be asked.
    await expect(verifyEip155Signature({ address: approving, message, signature })).resolves.toBe(
      false,
    )
  })

  it('ERC-6492: a not yet deployed account is verified through its factory in a simulated call', async () => {
    const factory = '0x0000000000000000000000000000000000006492' as const
    await deploy(factory, factoryRuntime(initCode(accountRuntime(hashMessage(message)))), 1)
    const account = getContractAddress({ from: factory, nonce: 1n })
    await expect(
      chain.request({ method: 'eth_getCode', params: [account, 'latest'] }),
    ).resolves.toBe('0x')
    const signature = serializeErc6492Signature({
      address: factory,
      data: '0x01',
      signature: await owner.signMessage({ message }),
    })
    await expect(
      verifyEip155Signature({ address: account, message, signature, chain }),
    ).resolves.toBe(true)
    await expect(
      verifyEip155Signature({ address: account, message: `${message}!`, signature, chain }),
    ).resolves.toBe(false)
    // Simulated only: the account is still not deployed.
    await expect(
      chain.request({ method: 'eth_getCode', params: [account, 'latest'] }),
    ).resolves.toBe('0x')
  })

  it("the plugin's default eip155 verifier is the eip155 adapter's, which asks the network (ERC-1271)", async () => {
    const rpcUrl = emulator.urls.chains['31337']?.rpcUrl ?? ''
    const kit = createAppKit({
      projectId: 'p',
      networks: [{ ...hardhat, rpcUrls: { default: { http: [rpcUrl] } } }],
      loadRemoteConfig: false,
      storage: createMemoryStorage(),
    }).use(eip155())
    const verifier = defaultVerifiers(kit).find((candidate) => candidate.namespace === 'eip155')
    const data = createMessageData({
      caipNetwork: hardhat,
      address: '0x00000000000000000000000000000000000c1271',
      domain: 'app.example',
      uri: 'https://app.example',
      nonce: 'nonce12345',
      now: Date.now(),
    })
    const signed = formatSiwxMessage(data)
    await deploy('0x00000000000000000000000000000000000c1271', accountRuntime(hashMessage(signed)))
    const requests: string[] = []
    kit.hooks.requestStarted.tap('test', (request) => {
      requests.push(request.source)
    })
    const session = {
      data,
      message: signed,
      signature: await owner.signMessage({ message: signed }),
    }
    await expect(verifier!.verify(session)).resolves.toBe(true)
    await expect(verifier!.verify({ ...session, message: `${signed}!` })).resolves.toBe(false)
    expect(requests).toContain('eip155:31337')
  })
})
