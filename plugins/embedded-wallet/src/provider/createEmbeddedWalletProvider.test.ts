import { describe, expect, it, vi } from 'vitest'
import { IFRAME_REQUEST_TIMEOUT_MS } from '../policies.js'
import type { RequestType } from '../protocol/frameMessageSchema.js'
import {
  createEmbeddedWalletProvider,
  NOT_A_SIGN_OUT_MESSAGE,
  SMART_SESSIONS_NOT_ENABLED_MESSAGE,
} from './createEmbeddedWalletProvider.js'

const USER = { email: 'a@b.co', address: `0x${'12'.repeat(20)}`, chainId: 31337 }

function setUp(answers: Partial<Record<RequestType, unknown>> = {}) {
  const request = vi.fn(async (type: RequestType, payload?: unknown, _options?: unknown) => {
    if (type in answers) return answers[type]
    if (type === 'RPC_REQUEST') return { forwarded: payload }
    throw new Error(`unexpected ${type}`)
  })
  const approvals = vi.fn()
  const withApproval = <T>(run: () => Promise<T>): Promise<T> => {
    approvals()
    return run()
  }
  const provider = createEmbeddedWalletProvider({
    transport: { request },
    defaultChainId: () => 1337,
    withApproval,
  })
  return { provider, request, withApproval: approvals }
}

describe('createEmbeddedWalletProvider (spec §6 routing)', () => {
  it('safe methods go straight through to the frame, without approval', async () => {
    const { provider, request, withApproval } = setUp()
    await expect(
      provider.request({ method: 'eth_getBalance', params: ['0x1', 'latest'] }),
    ).resolves.toEqual({
      forwarded: { method: 'eth_getBalance', params: ['0x1', 'latest'], chainId: 1337 },
    })
    expect(withApproval).not.toHaveBeenCalled()
    expect(request).toHaveBeenCalledOnce()
  })

  it('not-safe methods open the approval (ApproveTransaction) and then go to the frame', async () => {
    const { provider, withApproval } = setUp()
    provider.setUser(USER)
    const params = ['0x68656c6c6f', USER.address]
    await expect(provider.request({ method: 'personal_sign', params })).resolves.toEqual({
      forwarded: { method: 'personal_sign', params, chainId: 31337 },
    })
    expect(withApproval).toHaveBeenCalledOnce()
  })

  it("anything else is refused with 'Requested RPC call is not allowed'", async () => {
    const { provider, request } = setUp()
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      shortMessage: 'Requested RPC call is not allowed',
      code: 4200,
    })
    expect(request).not.toHaveBeenCalled()
  })

  it("spec §5 'Send-calls destinations and data start with 0x': a bad wallet_sendCalls is refused in the page with the validator's message, and nothing reaches the frame", async () => {
    const { provider, request, withApproval } = setUp()
    provider.setUser(USER)
    await expect(
      provider.request({
        method: 'wallet_sendCalls',
        params: [{ from: USER.address, calls: [{ to: USER.address }, { to: 'evil.example' }] }],
      }),
    ).rejects.toMatchObject({
      shortMessage: 'Invalid call at index 1: "to" must start with 0x',
      category: 'VALIDATION_ERROR',
      code: -32602,
    })
    await expect(
      provider.request({ method: 'wallet_sendCalls', params: [{ calls: [] }] }),
    ).rejects.toMatchObject({ shortMessage: 'Calls must be a non-empty array' })
    await expect(provider.request({ method: 'wallet_sendCalls', params: [] })).rejects.toThrow(
      'Invalid wallet_sendCalls request',
    )
    expect(request).not.toHaveBeenCalled()
    expect(withApproval).not.toHaveBeenCalled()
  })

  it("spec §5 'Action not allowed': a refused method is announced to the plugin (its alert) before the error", async () => {
    const refused = vi.fn()
    const provider = createEmbeddedWalletProvider({
      transport: { request: vi.fn() },
      defaultChainId: () => 1337,
      withApproval: (run) => run(),
      onRefused: refused,
    })
    await expect(provider.request({ method: 'eth_sign' })).rejects.toThrow(
      'Requested RPC call is not allowed',
    )
    expect(refused).toHaveBeenCalledWith('eth_sign')
  })

  it("restores a session only when the frame says it is connected (spec §7 'is connected'), on the frame's chain (spec §7 'chain id': GET_USER's chainId, no GET_CHAIN_ID), asking once", async () => {
    const { provider, request } = setUp({
      IS_CONNECTED: { isConnected: true },
      GET_USER: { ...USER, chainId: 1337 },
      GET_CHAIN_ID: { chainId: 1 },
    })
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([USER.address])
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([
      USER.address,
    ])
    // The frame's chain, not the user's login chain nor the page's default.
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x539')
    expect(request.mock.calls.map(([type]) => type)).toEqual(['IS_CONNECTED', 'GET_USER'])
  })

  it('a frame that is not connected: no accounts, no GET_USER, and eth_requestAccounts fails', async () => {
    const { provider, request } = setUp({ IS_CONNECTED: { isConnected: false } })
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({
      code: 4100,
    })
    expect(request.mock.calls.map(([type]) => type)).toEqual(['IS_CONNECTED', 'IS_CONNECTED'])
  })

  it('an IS_CONNECTED reply that does not fit the schema restores nothing', async () => {
    const { provider, request } = setUp({ IS_CONNECTED: { isConnected: 'yes' }, GET_USER: USER })
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([])
    expect(request).not.toHaveBeenCalledWith('GET_USER', {}, expect.anything())
  })

  it('switches the chain through the frame and says so (chainChanged)', async () => {
    const { provider, request } = setUp({ SWITCH_NETWORK: { chainId: 1337 } })
    const changed = vi.fn()
    provider.on('chainChanged', changed)
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })
    // The frame asks the API for the user on the new chain: the request can time out.
    expect(request).toHaveBeenCalledWith(
      'SWITCH_NETWORK',
      { chainId: 1337 },
      { timeoutMs: IFRAME_REQUEST_TIMEOUT_MS },
    )
    expect(changed).toHaveBeenCalledWith('0x539')
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x539')
  })

  it('follows the chain the frame says it switched to; a frame that stayed elsewhere fails the switch', async () => {
    const { provider } = setUp({ SWITCH_NETWORK: { chainId: 31337 } })
    const changed = vi.fn()
    provider.on('chainChanged', changed)
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] }),
    ).rejects.toMatchObject({ code: 4901 })
    expect(changed).toHaveBeenCalledWith('0x7a69')
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69')
  })

  it("after the frame reloads (syncChain), reads its chain (spec §7 'chain id') and switches it back to the page's", async () => {
    const { provider, request } = setUp({
      GET_CHAIN_ID: { chainId: 31337 },
      SWITCH_NETWORK: { chainId: 1337 },
    })
    await provider.syncChain()
    // Nobody logged in: nothing to reconcile.
    expect(request).not.toHaveBeenCalled()
    provider.setUser({ ...USER, chainId: 1337 })
    await provider.syncChain()
    expect(request.mock.calls.map(([type, payload, options]) => [type, payload, options])).toEqual([
      ['GET_CHAIN_ID', {}, { timeoutMs: IFRAME_REQUEST_TIMEOUT_MS, quiet: false }],
      ['SWITCH_NETWORK', { chainId: 1337 }, { timeoutMs: IFRAME_REQUEST_TIMEOUT_MS }],
    ])
    request.mockClear()
    const onChain = setUp({ GET_CHAIN_ID: { chainId: 31337 } })
    onChain.provider.setUser(USER)
    await onChain.provider.syncChain()
    expect(onChain.request.mock.calls.map(([type]) => type)).toEqual(['GET_CHAIN_ID'])
  })

  it('disconnecting (disconnect()) signs out in the frame and forgets the user', async () => {
    const { provider, request } = setUp({ SIGN_OUT: {} })
    provider.setUser(USER)
    await provider.disconnect()
    expect(request).toHaveBeenCalledWith('SIGN_OUT', {})
    expect(provider.store.getState().user).toBeUndefined()
  })

  it('issue 22 defect: wallet_revokePermissions in the EIP-2255 shape never signs out; it is refused with -32602 and nothing reaches the frame', async () => {
    const { provider, request, withApproval } = setUp({ SIGN_OUT: {} })
    provider.setUser(USER)
    provider.setPermissionsGuard((_method, params) => params)
    await expect(
      provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).rejects.toMatchObject({ code: -32602, shortMessage: NOT_A_SIGN_OUT_MESSAGE })
    expect(request).not.toHaveBeenCalled()
    expect(withApproval).not.toHaveBeenCalled()
    expect(provider.store.getState().user).toEqual(USER)
  })

  it("spec §6 'smartSessions default off': without a permissions guard, grant and revoke are refused with 4200 'Smart sessions are not enabled' and nothing reaches the frame", async () => {
    const { provider, request, withApproval } = setUp()
    provider.setUser(USER)
    for (const method of ['wallet_grantPermissions', 'wallet_revokePermissions']) {
      await expect(
        provider.request({ method, params: [{ permissionContext: `0x${'ab'.repeat(32)}` }] }),
      ).rejects.toMatchObject({ code: 4200, shortMessage: SMART_SESSIONS_NOT_ENABLED_MESSAGE })
    }
    expect(request).not.toHaveBeenCalled()
    expect(withApproval).not.toHaveBeenCalled()
  })

  it('spec §6 not-safe wallet_revokePermissions: with a guard, it goes through approval to the frame with the params the guard returns, and the user stays signed in', async () => {
    const { provider, request, withApproval } = setUp()
    provider.setUser(USER)
    const revocation = { permissionContext: `0x${'ab'.repeat(32)}`, chainId: '0x7a69' }
    const stop = provider.setPermissionsGuard((_method, params) => [...params, 'checked'])
    await provider.request({ method: 'wallet_revokePermissions', params: [revocation] })
    expect(withApproval).toHaveBeenCalledOnce()
    expect(request).toHaveBeenCalledWith('RPC_REQUEST', {
      method: 'wallet_revokePermissions',
      params: [revocation, 'checked'],
      chainId: 31337,
    })
    expect(request).not.toHaveBeenCalledWith('SIGN_OUT', {})
    expect(provider.store.getState().user).toEqual(USER)
    stop()
    await expect(
      provider.request({ method: 'wallet_revokePermissions', params: [revocation] }),
    ).rejects.toMatchObject({ code: 4200 })
  })

  it('smart accounts only on enabled networks: switching to a chain without them takes the user the frame answers, whose active account is the EOA', async () => {
    const eoa = `0x${'34'.repeat(20)}`
    const onLocalhost = {
      ...USER,
      address: eoa,
      chainId: 1337,
      accounts: [{ address: eoa, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    }
    const { provider } = setUp({ SWITCH_NETWORK: { chainId: 1337, user: onLocalhost } })
    provider.setUser({ ...USER, preferredAccountType: 'smartAccount' })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })
    expect(provider.store.getState().user).toEqual(onLocalhost)
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([eoa])
  })

  it('a frame reply that is not a user (a bad address) is refused, not stored', async () => {
    const { provider } = setUp({
      SWITCH_NETWORK: { chainId: 1337, user: { ...USER, address: 'javascript:alert(1)' } },
    })
    provider.setUser(USER)
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] }),
    ).rejects.toBeDefined()
    expect(provider.store.getState().user).toEqual(USER)
  })

  it('after the first send from a smart account not yet deployed, the user is asked again (smartAccountDeployed becomes true)', async () => {
    const smart = { ...USER, preferredAccountType: 'smartAccount', smartAccountDeployed: false }
    const { provider, request } = setUp({
      GET_USER: { ...smart, smartAccountDeployed: true },
    })
    provider.setUser(smart as never)
    await provider.request({
      method: 'wallet_sendCalls',
      params: [{ from: USER.address, calls: [{ to: USER.address, value: '0x1' }] }],
    })
    expect(request).toHaveBeenCalledWith('GET_USER', {}, expect.anything())
    expect(provider.store.getState().user?.smartAccountDeployed).toBe(true)
    // Once deployed, sends do not ask again.
    request.mockClear()
    await provider.request({ method: 'eth_sendTransaction', params: [{ from: USER.address }] })
    expect(request).toHaveBeenCalledTimes(1)
  })

  it('switching chains says chainChanged before the user on the new chain is set (its accounts belong to the new chain)', async () => {
    const eoa = `0x${'34'.repeat(20)}`
    const onLocalhost = { ...USER, address: eoa, chainId: 1337, preferredAccountType: 'eoa' }
    const { provider } = setUp({ SWITCH_NETWORK: { chainId: 1337, user: onLocalhost } })
    provider.setUser({ ...USER, preferredAccountType: 'smartAccount' })
    const seen: string[] = []
    provider.on('chainChanged', (chainId) => seen.push(`chainChanged ${chainId}`))
    provider.store.subscribe(
      (state) => state.user,
      (user) => seen.push(`user ${user?.address} on ${provider.store.getState().chainId}`),
    )
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })
    expect(seen).toEqual(['chainChanged 0x539', `user ${eoa} on 1337`])
  })

  it('a send from a smart account not yet deployed answers at once: asking the user again (GET_USER) is quiet and not awaited', async () => {
    const smart = { ...USER, preferredAccountType: 'smartAccount', smartAccountDeployed: false }
    let answerUser: (user: unknown) => void = () => undefined
    const request = vi.fn(async (type: RequestType, payload?: unknown, _options?: unknown) => {
      if (type === 'RPC_REQUEST') return { forwarded: payload }
      if (type === 'GET_USER') return new Promise((resolve) => (answerUser = resolve))
      throw new Error(`unexpected ${type}`)
    })
    const provider = createEmbeddedWalletProvider({
      transport: { request },
      defaultChainId: () => 1337,
      withApproval: (run) => run(),
    })
    provider.setUser(smart as never)
    // GET_USER never answers here: the send resolves all the same.
    await expect(
      provider.request({ method: 'eth_sendTransaction', params: [{ from: USER.address }] }),
    ).resolves.toEqual(expect.objectContaining({ forwarded: expect.anything() }))
    expect(request).toHaveBeenCalledWith(
      'GET_USER',
      {},
      { timeoutMs: IFRAME_REQUEST_TIMEOUT_MS, quiet: true },
    )
    answerUser({ ...smart, smartAccountDeployed: true })
    await vi.waitFor(() => expect(provider.store.getState().user?.smartAccountDeployed).toBe(true))
  })

  it('a late GET_USER answer after sign-out does not bring the user back', async () => {
    const smart = { ...USER, preferredAccountType: 'smartAccount', smartAccountDeployed: false }
    let answerUser: (user: unknown) => void = () => undefined
    const request = vi.fn(async (type: RequestType, payload?: unknown, _options?: unknown) => {
      if (type === 'RPC_REQUEST') return { forwarded: payload }
      if (type === 'SIGN_OUT') return {}
      if (type === 'GET_USER') return new Promise((resolve) => (answerUser = resolve))
      throw new Error(`unexpected ${type}`)
    })
    const provider = createEmbeddedWalletProvider({
      transport: { request },
      defaultChainId: () => 1337,
      withApproval: (run) => run(),
    })
    provider.setUser(smart as never)
    await provider.request({ method: 'eth_sendTransaction', params: [{ from: USER.address }] })
    await provider.disconnect()
    answerUser({ ...smart, smartAccountDeployed: true })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(provider.store.getState().user).toBeUndefined()
  })
})
