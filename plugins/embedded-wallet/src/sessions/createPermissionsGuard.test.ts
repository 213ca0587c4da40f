import { describe, expect, it } from 'vitest'
import { createPermissionsGuard } from './createPermissionsGuard.js'

const NOW_MS = 1_800_000_000_000
const REVOCATION = { permissionContext: `0x${'ef'.repeat(32)}` }

describe("createPermissionsGuard: spec §6 'smartSessions' (default off) gates ERC-7715 requests in the page", () => {
  it("off: grant and revoke are refused with 4200 'Smart sessions are not enabled', before any decoding", () => {
    const guard = createPermissionsGuard({ enabled: () => false, chainId: () => 31337 })
    for (const method of ['wallet_grantPermissions', 'wallet_revokePermissions'] as const) {
      expect(() => guard(method, [REVOCATION])).toThrow(
        expect.objectContaining({ code: 4200, shortMessage: 'Smart sessions are not enabled' }),
      )
    }
  })

  it('on: a well-formed request passes decoded; a malformed one is refused with -32602', () => {
    let on = false
    const guard = createPermissionsGuard({
      enabled: () => on,
      chainId: () => 31337,
      now: () => NOW_MS,
    })
    expect(() => guard('wallet_revokePermissions', [REVOCATION])).toThrow(
      expect.objectContaining({ code: 4200 }),
    )
    // Read at each request: the feature can change after setup (remote configuration).
    on = true
    expect(guard('wallet_revokePermissions', [REVOCATION])).toEqual([REVOCATION])
    expect(() => guard('wallet_grantPermissions', [{ chainId: '0x7a69' }])).toThrow(
      expect.objectContaining({ code: -32602 }),
    )
  })
})
