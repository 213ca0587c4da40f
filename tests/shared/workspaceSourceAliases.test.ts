import { describe, expect, it } from 'vitest'
import { workspaceSourceAliases } from './workspaceSourceAliases.js'

const root = new URL('../../', import.meta.url).pathname

describe('workspaceSourceAliases', () => {
  const aliases = workspaceSourceAliases(root)
  const resolve = (specifier: string) =>
    aliases.find(({ find }) => find.test(specifier))?.replacement.slice(root.length)

  it('sends each entry point of a public package to its TypeScript source', () => {
    expect(resolve('@appkit/kernel')).toBe('kernel/src/index.ts')
    expect(resolve('@appkit/kernel/storage')).toBe('kernel/src/storage/index.ts')
    expect(resolve('@appkit/siwx/verify')).toBe('plugins/siwx/src/verify/index.ts')
    expect(resolve('@appkit/bip122/verify')).toBe('namespaces/bip122/src/verify/index.ts')
  })

  it('matches whole specifiers only: a subpath no package exports is left alone', () => {
    expect(resolve('@appkit/kernel/src/index.js')).toBeUndefined()
    expect(resolve('@appkit/kernelx')).toBeUndefined()
  })
})
