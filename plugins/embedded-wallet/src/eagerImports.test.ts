import { eagerGraph } from '@appkit/tests/eagerGraph'
import { expect, it } from 'vitest'

it('registers the views lazily: no view and no React in the plugin before its first view shows', () => {
  const { modules, packages } = eagerGraph(new URL('./embeddedWallet.ts', import.meta.url))
  expect(modules).toContain('embeddedWallet.ts')
  expect(
    [...modules].filter((file) => file.startsWith('views/') && !file.endsWith('Context.ts')),
  ).toEqual([])
  expect(packages).not.toContain('react')
})
