import { describe, expect, it } from 'vitest'
import type { AppkitConfigData } from './AppkitConfigData.js'
import { readAppkitConfig } from './readAppkitConfig.js'
import { renderAppkitConfig } from './renderAppkitConfig.js'

const base: AppkitConfigData = {
  template: 'vite-react',
  appName: 'app',
  projectId: 'appkit-local-project',
  namespaces: ['eip155'],
  networks: ['hardhat'],
  features: [],
}

describe('renderAppkitConfig: exactly the chosen plugins, each wired for the emulator', () => {
  it.each([
    ['analytics', "import { analytics } from '@appkit/analytics'", '.use(analytics())'],
    ['activity', "import { activity } from '@appkit/activity'", '.use(activity())'],
    ['onramp', "import { onramp } from '@appkit/onramp'", '.use(onramp())'],
    [
      'names',
      "import { names } from '@appkit/names'",
      '.use(names({ allowExternalWallets: true }))',
    ],
    [
      'siwx',
      "import { createServerSiwxStorage, siwx } from '@appkit/siwx'",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the generated code's template literal
      '.use(siwx({ storage: createServerSiwxStorage({ url: `${apiUrl}/auth/v1` }) }))',
    ],
    [
      'embedded-wallet',
      "import { embeddedWallet } from '@appkit/embedded-wallet'",
      ".use(embeddedWallet({ secureSiteUrl: env.VITE_APPKIT_SECURE_SITE_URL ?? 'http://127.0.0.1:4200' }))",
    ],
  ])('%s', (feature, importLine, use) => {
    const source = renderAppkitConfig({ ...base, features: [feature] })
    expect(source).toContain(importLine)
    expect(source).toContain(use)
    expect(source.match(/\.use\(/g)).toHaveLength(2) // eip155 and this one
    expect(readAppkitConfig(source).features).toEqual([feature])
  })

  it('each namespace: its plugin, and its networks (the local ones moved to the emulator URL)', () => {
    const source = renderAppkitConfig({
      ...base,
      namespaces: ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'],
      networks: [
        'hardhat',
        'mainnet',
        'solanaLocal',
        'solana',
        'polkadotMainnet',
        'bitcoin',
        'cosmoshub',
      ],
    })
    for (const ns of ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']) {
      expect(source).toContain(`import { ${ns} } from '@appkit/${ns}'`)
      expect(source).toContain(`.use(${ns}())`)
    }
    expect(source).toContain(
      "import { hardhat, mainnet, withRpcUrl } from '@appkit/eip155/networks'",
    )
    expect(source).toContain("import * as solanaNetworks from '@appkit/solana/networks'")
    expect(source).toContain(
      'solanaNetworks.withRpcUrl(solanaNetworks.solanaLocal, env.VITE_APPKIT_SOLANA_RPC ?? solanaNetworks.solanaLocal.rpcUrls.default.http[0]!),',
    )
    for (const ref of [
      'solanaNetworks.solana,',
      'polkadotNetworks.polkadotMainnet,',
      'bip122Networks.bitcoin,',
      'cosmosNetworks.cosmoshub,',
    ])
      expect(source).toContain(ref)
  })

  it('an app without eip155 imports nothing of it; names keeps the spec rule with the embedded wallet', () => {
    const solanaOnly = renderAppkitConfig({
      ...base,
      namespaces: ['solana'],
      networks: ['solanaDevnet'],
      features: ['onramp'],
    })
    expect(solanaOnly).not.toContain('@appkit/eip155')
    expect(solanaOnly).toContain('networks: [solanaNetworks.solanaDevnet]')
    expect(renderAppkitConfig({ ...base, features: ['names', 'embedded-wallet'] })).toContain(
      '.use(names())',
    )
  })

  it('next-app reads NEXT_PUBLIC_ variables for the Solana RPC and the secure site too', () => {
    const source = renderAppkitConfig({
      ...base,
      template: 'next-app',
      namespaces: ['solana'],
      networks: ['solanaLocal'],
      features: ['embedded-wallet'],
    })
    expect(source).toContain('process.env.NEXT_PUBLIC_APPKIT_SOLANA_RPC ??')
    expect(source).toContain('process.env.NEXT_PUBLIC_APPKIT_SECURE_SITE_URL ??')
    expect(source).not.toContain('import.meta.env')
  })

  it('leaves out names it does not know (doctor reports them) instead of writing broken code', () => {
    const source = renderAppkitConfig({
      ...base,
      namespaces: ['eip155', 'tron'],
      networks: ['hardhat', 'fantom'],
      features: ['pay'],
    })
    expect(source).not.toMatch(/tron\(|fantom,|pay\(/)
    expect(readAppkitConfig(source).features).toEqual(['pay'])
  })

  it("?testWallet=1 installs the emulator's test wallets of the app's namespaces", () => {
    const evmOnly = renderAppkitConfig(base)
    expect(evmOnly).toContain(
      "const { installTestWallet } = await import('@appkit/emulator/test-wallet')",
    )
    expect(evmOnly).not.toContain('families')
    const all = renderAppkitConfig({
      ...base,
      namespaces: ['eip155', 'solana', 'polkadot', 'cosmos'],
      networks: ['hardhat', 'solanaLocal', 'polkadotMainnet', 'cosmoshub'],
    })
    expect(all).toContain("families: ['polkadot', 'cosmos'],")
    expect(all).toContain(
      "chains: [{ chain: 'solana:localnet', rpcUrl: env.VITE_APPKIT_SOLANA_RPC ?? 'http://127.0.0.1:8899' }],",
    )
  })

  it('the test wallet (public mnemonic) is installed in development builds only, or with an explicit APPKIT_TEST_WALLET=1 build variable', () => {
    const guard = (source: string) =>
      /export async function installTestWalletIfAsked\(\): Promise<void> \{\n(.*)\n(.*)\n/.exec(
        source,
      )
    const vite = guard(renderAppkitConfig(base))
    expect(vite?.[1]).toBe("  const allowed = env.DEV || env.VITE_APPKIT_TEST_WALLET === '1'")
    expect(vite?.[2]).toBe(
      "  if (!allowed || new URLSearchParams(window.location.search).get('testWallet') !== '1') return",
    )
    const next = guard(renderAppkitConfig({ ...base, template: 'next-app' }))
    expect(next?.[1]).toBe(
      "  const allowed = process.env.NODE_ENV !== 'production' || process.env.NEXT_PUBLIC_APPKIT_TEST_WALLET === '1'",
    )
    expect(next?.[2]).toBe(vite?.[2])
  })

  it('wagmi on Vite: createWagmi(kit) makes the adapter in the browser, no server-rendering mode', () => {
    const source = renderAppkitConfig({ ...base, adapter: 'wagmi' })
    expect(source).toContain(
      "import { createWagmiAdapter, type WagmiAdapter } from '@appkit/wagmi'",
    )
    expect(source).toContain(
      'export function createWagmi(kit: AppKit): WagmiAdapter {\n  return createWagmiAdapter({ kit })\n}',
    )
    expect(source).not.toMatch(/ssr|cookie/)
  })

  it("wagmi on Next.js: wagmi's server-rendering mode with cookie storage, for cookieToInitialState", () => {
    const source = renderAppkitConfig({ ...base, template: 'next-app', adapter: 'wagmi' })
    expect(source).toContain("import { cookieStorage, createStorage } from 'wagmi'")
    expect(source).toContain(
      'return createWagmiAdapter({ kit, ssr: true, storage: createStorage({ storage: cookieStorage }) })',
    )
  })

  it('ethers: createEthers(kit), on either template', () => {
    for (const template of ['vite-react', 'next-app']) {
      const source = renderAppkitConfig({ ...base, template, adapter: 'ethers' })
      expect(source).toContain(
        "import { createEthersAdapter, type EthersAdapter } from '@appkit/ethers'",
      )
      expect(source).toContain(
        'export function createEthers(kit: AppKit): EthersAdapter {\n  return createEthersAdapter({ kit })\n}',
      )
      expect(source).not.toContain('wagmi')
    }
  })

  it("a locale is passed to createAppKit as `locale: '<tag>'`; without one, no locale line", () => {
    for (const template of ['vite-react', 'next-app']) {
      const source = renderAppkitConfig({ ...base, template, locale: 'fr' })
      expect(source).toContain("    urls: { api: apiUrl },\n    locale: 'fr',\n  })")
      expect(readAppkitConfig(source).locale).toBe('fr')
      expect(renderAppkitConfig({ ...base, template })).not.toMatch(/locale/)
    }
  })

  it('a hand-edited locale: a served one in canonical case, one nothing serves left out (doctor reports it)', () => {
    expect(renderAppkitConfig({ ...base, locale: 'pt-pt' })).toContain("    locale: 'pt-PT',\n")
    const unserved = renderAppkitConfig({ ...base, locale: "x'); alert(1" })
    expect(unserved).not.toMatch(/^\s+locale:/m)
    expect(readAppkitConfig(unserved).locale).toBe("x'); alert(1")
  })

  it('no adapter, or an unknown one (doctor reports it): no adapter code; the adapter survives a read and a render', () => {
    for (const adapter of [undefined, 'none', 'web3js']) {
      const source = renderAppkitConfig({ ...base, ...(adapter ? { adapter } : {}) })
      expect(source).not.toMatch(/createWagmi|createEthers|@appkit\/(wagmi|ethers)/)
    }
    const wagmi = renderAppkitConfig({ ...base, adapter: 'wagmi' })
    expect(renderAppkitConfig(readAppkitConfig(wagmi))).toBe(wagmi)
  })
})
