import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { addAppOwnedPeers, appDependencies, REPO_ROOT } from './appDependencies.js'
import { ADAPTER_LIBRARIES, type Adapter, APP_OWNED_PEERS, LOCAL_PACKAGE_DIRS } from './catalog.js'

describe('appDependencies: peers the app owns', () => {
  it('an app with the eip155 family depends on viem itself (the 2.x peer of @appkit/eip155)', () => {
    const { dependencies } = appDependencies(
      { namespaces: ['eip155'], features: [], adapter: 'none' },
      '/tmp/app',
      {
        range: '^0.1.0',
      },
    )
    expect(dependencies.viem).toBe('2.x')
  })

  it('a Solana-only app gets no viem until it adds sign-in, whose EVM verifier peers it', () => {
    const solanaOnly = appDependencies(
      { namespaces: ['solana'], features: [], adapter: 'none' },
      '/tmp/app',
      {
        range: '^0.1.0',
      },
    )
    expect(solanaOnly.dependencies.viem).toBeUndefined()
    const withSignIn = appDependencies(
      { namespaces: ['solana'], features: ['siwx'], adapter: 'none' },
      '/tmp/app',
      {
        range: '^0.1.0',
      },
    )
    expect(withSignIn.dependencies.viem).toBe('2.x')
  })

  it("writes each peer with the range the package's own manifest declares", () => {
    for (const [name, peers] of Object.entries(APP_OWNED_PEERS)) {
      const folder = LOCAL_PACKAGE_DIRS[name] ?? ''
      const manifest = JSON.parse(
        readFileSync(new URL(`../../${folder}/package.json`, import.meta.url), 'utf8'),
      ) as { peerDependencies?: Record<string, string> }
      expect(manifest.peerDependencies).toMatchObject(peers)
    }
  })

  it('keeps a viem version the app already chose and reports only what it added', () => {
    const dependencies = { '@appkit/eip155': '^0.1.0', viem: '2.21.0' }
    expect(addAppOwnedPeers(dependencies)).toEqual([])
    expect(dependencies.viem).toBe('2.21.0')
    expect(addAppOwnedPeers({ '@appkit/siwx': '^0.1.0' })).toEqual(['viem'])
  })
})

describe('appDependencies: the adapter', () => {
  const app = '/tmp/app'
  const published = { range: '^0.1.0' }
  const inRepo = { repoRoot: REPO_ROOT }
  const chosen = (adapter: Adapter) => ({ namespaces: ['eip155'] as const, features: [], adapter })

  it('wagmi: @appkit/wagmi, wagmi 3 and the query client its hooks run on', () => {
    const { dependencies } = appDependencies(chosen('wagmi'), app, published)
    expect(dependencies).toMatchObject({
      '@appkit/wagmi': '^0.1.0',
      wagmi: '^3.0.0',
      '@tanstack/react-query': '^5.0.0',
      viem: '2.x',
    })
    expect(dependencies.ethers).toBeUndefined()
  })

  it("ethers: @appkit/ethers and ethers 6, the range of @appkit/ethers's peer", () => {
    const { dependencies } = appDependencies(chosen('ethers'), app, published)
    expect(dependencies).toMatchObject({ '@appkit/ethers': '^0.1.0', ethers: '^6.0.0' })
    expect(dependencies.wagmi).toBeUndefined()
  })

  it('none: neither library, nor either adapter package', () => {
    const { dependencies } = appDependencies(chosen('none'), app, published)
    for (const name of [
      '@appkit/wagmi',
      '@appkit/ethers',
      'wagmi',
      'ethers',
      '@tanstack/react-query',
    ])
      expect(dependencies[name]).toBeUndefined()
  })

  it('inside this repository the adapter package is a file: link to its folder, like the other @appkit packages', () => {
    for (const adapter of ['wagmi', 'ethers'] as const) {
      const { dependencies } = appDependencies(chosen(adapter), app, inRepo)
      const spec = dependencies[`@appkit/${adapter}`] ?? ''
      expect(spec).toMatch(/^file:/)
      const manifest = JSON.parse(
        readFileSync(join(app, spec.slice('file:'.length), 'package.json'), 'utf8'),
      ) as { name: string }
      expect(manifest.name).toBe(`@appkit/${adapter}`)
    }
  })

  it('the library ranges take the majors this repository tests the adapters with', () => {
    const major = (range: string) => /\d+/.exec(range)?.[0]
    const installed = (name: string) =>
      (
        JSON.parse(
          readFileSync(new URL(`../../node_modules/${name}/package.json`, import.meta.url), 'utf8'),
        ) as { version: string }
      ).version
    for (const [name, range] of Object.entries({
      ...ADAPTER_LIBRARIES.wagmi,
      ...ADAPTER_LIBRARIES.ethers,
    }))
      expect(major(installed(name)), name).toBe(major(range))
  })
})
