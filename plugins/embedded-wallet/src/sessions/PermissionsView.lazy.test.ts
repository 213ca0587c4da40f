import { eagerGraph } from '@appkit/tests/eagerGraph'
import { expect, it } from 'vitest'

it('the Permissions view is a lazy chunk: the plugin does not load it before it shows', () => {
  const { modules } = eagerGraph(new URL('../embeddedWallet.ts', import.meta.url))
  expect(modules).toContain('sessions/registerSmartSessions.ts')
  expect([...modules].filter((file) => file.includes('PermissionsView'))).toEqual([])
})
