import {
  ACCOUNT_PROFILE,
  type CaipNetwork,
  createPluginContext,
  HttpRequestError,
} from '@appkit/kernel'
import { verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { createIdentityCache } from '../identity/createIdentityCache.js'
import { connectWallet, createTestKit, hardhat } from '../testing/createTestKit.js'
import type { NameRegistrationRequest } from '../transport/NameRecord.js'
import { createRegistrationFlow } from './createRegistrationFlow.js'

const NOW = 1_800_000_000_000

async function setUp(
  options: {
    post?: (request: NameRegistrationRequest) => Promise<void>
    networks?: CaipNetwork[]
    connector?: 'AUTH' | 'INJECTED'
    allowExternalWallets?: boolean
  } = {},
) {
  const { kit, wallet } = createTestKit(options.networks ? { networks: options.networks } : {})
  await connectWallet(kit, options.connector ?? 'AUTH')
  kit.open({ view: 'RegisterAccountName' })
  const posted: NameRegistrationRequest[] = []
  const identities = createIdentityCache({ fetch: async () => ({ name: null, avatar: null }) })
  const flow = createRegistrationFlow({
    ctx: createPluginContext(kit, 'test').context,
    client: {
      postRegistration: async (request) => {
        posted.push(request)
        await options.post?.(request)
      },
    },
    identities,
    requirements: { allowExternalWallets: options.allowExternalWallets ?? false },
    now: () => NOW,
  })
  const statuses: string[] = []
  flow.store.subscribe((state) => statuses.push(state.status))
  return { kit, wallet, flow, posted, statuses, identities }
}

describe("spec §4 'Name registration: loading, signing, registration, profile name set, RegisterAccountNameSuccess'", () => {
  it('goes through each step, sets the profile name, then shows RegisterAccountNameSuccess', async () => {
    const { kit, flow, statuses, posted, wallet, identities } = await setUp()
    let profileAtSuccess: string | undefined
    kit.router.store.subscribe((state) => {
      if (state.view === 'RegisterAccountNameSuccess') {
        profileAtSuccess = kit.accountState.get(ACCOUNT_PROFILE, 'eip155').name
      }
    })
    expect(await flow.register('Alice-01')).toBe(true)
    expect(statuses).toEqual(['loading', 'signing', 'registering', 'success'])
    expect(profileAtSuccess).toBe('alice-01.appkit.id')
    // The header's 'Name registered' comes from the view's name (ui viewTitle), not from data.
    expect(kit.router.store.getState()).toMatchObject({ view: 'RegisterAccountNameSuccess' })
    expect(kit.router.store.getState().data).toEqual({ name: 'alice-01.appkit.id' })
    expect(identities.peek(wallet.account.address)?.name).toBe('alice-01.appkit.id')
    expect(posted).toHaveLength(1)
  })

  it('posts {coinType, address, signature, message}: the JSON message signed by the address (EIP-191)', async () => {
    const { flow, posted, wallet } = await setUp()
    await flow.register('alice-01')
    const request = posted[0]!
    expect(request.message).toBe(
      '{"name":"alice-01.appkit.id","attributes":{},"timestamp":1800000000}',
    )
    expect(request.address).toBe(wallet.account.address)
    expect(
      await verifyMessage({
        address: wallet.account.address,
        message: request.message,
        signature: request.signature as `0x${string}`,
      }),
    ).toBe(true)
  })

  it('uses the ENSIP-11 coin type of the active chain: (0x80000000 | chainId) >>> 0, 60 on mainnet', async () => {
    const local = await setUp()
    await local.flow.register('alice-01')
    expect(local.posted[0]?.coinType).toBe(2147483648 + 31337)

    const mainnet: CaipNetwork = { ...hardhat, id: 1, name: 'Ethereum', caipNetworkId: 'eip155:1' }
    const main = await setUp({ networks: [mainnet] })
    await main.flow.register('alice-01')
    expect(main.posted[0]?.coinType).toBe(60)
  })

  it("spec §5 'EVM chain id to coin type rejects ids at or above 2147483648' ('Invalid chainId')", async () => {
    const huge: CaipNetwork = { ...hardhat, id: 2147483648, caipNetworkId: 'eip155:2147483648' }
    const { flow, posted } = await setUp({ networks: [huge] })
    expect(await flow.register('alice-01')).toBe(false)
    expect(flow.store.getState().error).toBe('Invalid chainId')
    expect(posted).toEqual([])
  })
})

describe("spec §4 'Cancel or failure returns to RegisterAccountName'", () => {
  it('a declined signature returns to the form without an error and posts nothing', async () => {
    const { flow, wallet, posted, kit } = await setUp()
    wallet.behaviour.reject = true
    expect(await flow.register('alice-01')).toBe(false)
    expect(flow.store.getState()).toMatchObject({ status: 'idle', error: undefined })
    expect(posted).toEqual([])
    expect(kit.router.store.getState().view).toBe('RegisterAccountName')
  })

  it("a refused registration shows the server's reason, back on RegisterAccountName", async () => {
    const { flow, kit } = await setUp({
      post: async () => {
        throw new HttpRequestError({
          status: 409,
          url: 'x',
          body: { message: 'Name already registered' },
        })
      },
    })
    kit.router.push('ApproveTransaction')
    expect(await flow.register('alice-01')).toBe(false)
    expect(flow.store.getState()).toMatchObject({
      status: 'idle',
      error: 'Name already registered',
    })
    expect(kit.router.store.getState().view).toBe('RegisterAccountName')
    expect(kit.accountState.get(ACCOUNT_PROFILE, 'eip155').name).toBeUndefined()
  })

  it("otherwise 'Error registering name {name}'", async () => {
    const { flow } = await setUp({
      post: async () => {
        throw new HttpRequestError({ status: 500, url: 'x' })
      },
    })
    await flow.register('alice-01')
    expect(flow.store.getState().error).toBe('Error registering name alice-01.appkit.id')
  })

  it("refuses without the auth connector: 'Address or auth connector not found'", async () => {
    const { flow, posted } = await setUp({ connector: 'INJECTED' })
    expect(await flow.register('alice-01')).toBe(false)
    expect(flow.store.getState().error).toBe('Address or auth connector not found')
    expect(posted).toEqual([])
  })

  it('an external wallet registers when allowExternalWallets is set', async () => {
    const { flow } = await setUp({ connector: 'INJECTED', allowExternalWallets: true })
    expect(await flow.register('alice-01')).toBe(true)
  })

  it("spec §5 'Account name: letters, digits and hyphens only, at least 4 characters'", async () => {
    const { flow, posted } = await setUp()
    expect(await flow.register('abc')).toBe(false)
    expect(flow.store.getState().error).toBe('Account name must be at least 4 characters long')
    expect(await flow.register('al ice')).toBe(false)
    expect(flow.store.getState().error).toBe(
      'Account name can only contain letters, numbers and hyphens',
    )
    expect(posted).toEqual([])
  })
})
