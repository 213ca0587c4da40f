import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { addAppOwnedPeers, appDependencies } from './appDependencies.js'
import { APP_OWNED_PEERS, LOCAL_PACKAGE_DIRS } from './catalog.js'

describe('appDependencies: peers the app owns', () => {
  it('an app with the eip155 family depends on viem itself (the 2.x peer of @appkit/eip155)', () => {
    const { dependencies } = appDependencies({ namespaces: ['eip155'], features: [] }, '/tmp/app', {
      range: '^0.1.0',
    })
    expect(dependencies.viem).toBe('2.x')
  })

  it('a Solana-only app gets no viem until it adds sign-in, whose EVM verifier peers it', () => {
    const solanaOnly = appDependencies({ namespaces: ['solana'], features: [] }, '/tmp/app', {
      range: '^0.1.0',
    })
    expect(solanaOnly.dependencies.viem).toBeUndefined()
    const withSignIn = appDependencies({ namespaces: ['solana'], features: ['siwx'] }, '/tmp/app', {
      range: '^0.1.0',
    })
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
