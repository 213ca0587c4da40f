import { describe, expect, it } from 'vitest'
import { FrameError } from '../../frame/FrameError.js'
import { handleSessionFrameRequest } from './handleSessionFrameRequest.js'

const SMART = '0x1111111111111111111111111111111111111111'

/** The frame's calls to its server, recorded; prepare answers a description. */
function server() {
  const calls: { path: string; body: { params: unknown[] } }[] = []
  return {
    calls,
    post: async (path: string, body: unknown) => {
      calls.push({ path, body: body as { params: unknown[] } })
      if (path === '/v1/sessions/prepare') {
        return { title: 'Grant permissions', details: 'Allow ...', params: ['normalised'] }
      }
      return { context: '0xabc' }
    },
  }
}

const input = (overrides: Partial<Parameters<typeof handleSessionFrameRequest>[0]>) => ({
  method: 'wallet_grantPermissions',
  params: [{ chainId: '0x7a69' }],
  chainId: 31337,
  token: 't',
  user: { address: SMART, preferredAccountType: 'smartAccount' as const },
  post: server().post,
  askUser: async () => {},
  ...overrides,
})

describe('handleSessionFrameRequest (the frame side of wallet_grantPermissions / wallet_revokePermissions)', () => {
  it('refuses a grant (4100) when the active account is the EOA, before calling the server or asking', async () => {
    const { calls, post } = server()
    let asked = false
    const run = handleSessionFrameRequest(
      input({
        post,
        user: { address: SMART, preferredAccountType: 'eoa' },
        askUser: async () => {
          asked = true
        },
      }),
    )
    await expect(run).rejects.toEqual(new FrameError('Smart sessions need a smart account', 4100))
    expect(calls).toEqual([])
    expect(asked).toBe(false)
  })

  it('fills in the active smart account, shows the server description, then runs the normalised params', async () => {
    const { calls, post } = server()
    const shown: unknown[] = []
    const result = await handleSessionFrameRequest(
      input({ post, askUser: async (what) => void shown.push(what) }),
    )
    expect(calls[0]).toEqual({
      path: '/v1/sessions/prepare',
      body: {
        token: 't',
        chainId: 31337,
        method: 'wallet_grantPermissions',
        params: [{ chainId: '0x7a69', address: SMART }],
      },
    })
    expect(shown).toEqual([{ title: 'Grant permissions', details: 'Allow ...' }])
    expect(calls[1]?.path).toBe('/v1/sessions/run')
    expect(calls[1]?.body.params).toEqual(['normalised'])
    expect(result).toEqual({ context: '0xabc' })
  })

  it('runs nothing when the user rejects (4001)', async () => {
    const { calls, post } = server()
    const rejected = new FrameError('User rejected the request.', 4001)
    const run = handleSessionFrameRequest(
      input({
        post,
        method: 'wallet_revokePermissions',
        params: [{ permissionContext: `0x${'1'.repeat(64)}` }],
        user: { address: SMART, preferredAccountType: 'eoa' },
        askUser: async () => {
          throw rejected
        },
      }),
    )
    await expect(run).rejects.toBe(rejected)
    expect(calls.map((call) => call.path)).toEqual(['/v1/sessions/prepare'])
  })
})
