import { describe, expect, it } from 'vitest'
import { createPermissionsController } from './createPermissionsController.js'
import type { SessionsClient } from './createSessionsClient.js'
import type { Session } from './permissionSchemas.js'

const ACCOUNT = { caip10: `eip155:31337:0x${'12'.repeat(20)}`, chainId: 31337 }
const TOKEN = `0x${'cd'.repeat(20)}`

function session(id: string, status: Session['status'] = 'active'): Session {
  return {
    id: `0x${id.repeat(64)}`,
    account: ACCOUNT.caip10,
    chainId: '0x7a69',
    signer: { type: 'key', data: { type: 'secp256k1', publicKey: `0x02${'ab'.repeat(32)}` } },
    permissions: [
      {
        type: 'erc20-recurring-allowance',
        data: { token: TOKEN, allowance: '0x989680', start: 0, period: 604800 },
      },
    ],
    expiry: 1_800_086_400,
    status,
    createdAt: 1_800_000_000,
  }
}

/** A sessions API in memory: revoke marks the session revoked unless told to refuse. */
function memorySessionsClient(sessions: Session[]) {
  const calls: string[] = []
  let refuse: Error | undefined
  const client: SessionsClient = {
    async list(account) {
      calls.push(`list ${account}`)
      return sessions
    },
    async revoke(account, id) {
      calls.push(`revoke ${account} ${id}`)
      if (refuse) throw refuse
      const index = sessions.findIndex((s) => s.id === id)
      const revoked = { ...(sessions[index] as Session), status: 'revoked' as const }
      sessions[index] = revoked
      return revoked
    },
  }
  return { client, calls, refuseWith: (error: Error) => (refuse = error) }
}

function setUp(sessions: Session[], request = async (_args: unknown): Promise<unknown> => null) {
  const api = memorySessionsClient(sessions)
  const requests: unknown[] = []
  const controller = createPermissionsController({
    client: api.client,
    account: () => ACCOUNT,
    request: async (args) => {
      requests.push(args)
      return request(args)
    },
    tokenInfo: async () => ({ symbol: 'USDT', decimals: 6 }),
  })
  return { controller, api, requests }
}

describe('createPermissionsController: the Permissions view state', () => {
  it('loads the active sessions only, and reads the ERC-20s they name', async () => {
    const { controller } = setUp([session('a'), session('b', 'revoked'), session('c', 'expired')])
    await controller.load()
    const state = controller.store.getState()
    expect(state.status).toBe('ready')
    expect(state.sessions.map((s) => s.id)).toEqual([session('a').id])
    expect(state.tokens[TOKEN]).toEqual({ symbol: 'USDT', decimals: 6 })
  })

  it('revoke: wallet_revokePermissions through the provider (ERC-7715 shape), then POST revoke, then the list again', async () => {
    const { controller, api, requests } = setUp([session('a')])
    await controller.load()
    await controller.revoke(session('a').id)
    expect(requests).toEqual([
      {
        method: 'wallet_revokePermissions',
        params: [{ permissionContext: session('a').id, chainId: '0x7a69' }],
      },
    ])
    expect(api.calls).toEqual([
      `list ${ACCOUNT.caip10}`,
      `revoke ${ACCOUNT.caip10} ${session('a').id}`,
      `list ${ACCOUNT.caip10}`,
    ])
    expect(controller.store.getState()).toMatchObject({
      status: 'ready',
      sessions: [],
      revoking: undefined,
      revokeError: undefined,
    })
  })

  it('a rejected approval (4001) is shown, the API is not told, and the session stays listed', async () => {
    const { controller, api } = setUp([session('a')], async () => {
      throw Object.assign(new Error('User rejected the request'), { code: 4001 })
    })
    await controller.load()
    await controller.revoke(session('a').id)
    expect(api.calls.filter((call) => call.startsWith('revoke'))).toEqual([])
    expect(controller.store.getState().revokeError).toBeTruthy()
    expect(controller.store.getState().sessions).toHaveLength(1)
  })

  it("a failed load is the error state ('Could not load permissions'), never a throw", async () => {
    const { controller, api } = setUp([])
    api.client.list = async () => {
      throw new Error('down')
    }
    await expect(controller.load()).resolves.toBeUndefined()
    expect(controller.store.getState().status).toBe('error')
    expect(controller.store.getState().error).toBeTruthy()
  })
})
