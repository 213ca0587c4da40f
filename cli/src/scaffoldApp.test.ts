import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readAppkitConfig } from './readAppkitConfig.js'
import type { CreateOptions } from './resolveCreateOptions.js'
import { scaffoldApp } from './scaffoldApp.js'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'create-appkit-test-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const options = (dir: string): CreateOptions => ({
  dir,
  template: 'vite-react',
  namespaces: ['eip155'],
  networks: ['hardhat', 'localhost'],
  features: ['analytics'],
  adapter: 'none',
  projectId: 'appkit-local-project',
  packageManager: 'npm',
})

const families = (dir: string): CreateOptions => ({
  ...options(dir),
  namespaces: ['eip155', 'solana', 'cosmos'],
  networks: ['hardhat', 'solanaLocal', 'cosmoshub'],
  features: ['siwx', 'embedded-wallet'],
})

describe('scaffoldApp', () => {
  it("the app's README lists the chain families, networks and features it was created with, each with its package", () => {
    const dir = join(root, 'families')
    scaffoldApp(families(dir))
    const readme = readFileSync(join(dir, 'README.md'), 'utf8')
    expect(readme).not.toContain('{{')
    for (const line of [
      '- `eip155`: `@appkit/eip155`',
      '- `solana`: `@appkit/solana`',
      '- `cosmos`: `@appkit/cosmos`',
      'Networks: `hardhat`, `solanaLocal`, `cosmoshub`.',
      '- `siwx`: `@appkit/siwx`, sign in with the wallet',
      '- `embedded-wallet`: `@appkit/embedded-wallet`, email and social login',
    ]) {
      expect(readme).toContain(line)
    }
    expect(readme).not.toContain('@appkit/swaps')
  })

  it('writes the app from the template, `_gitignore` renamed to .gitignore', () => {
    const dir = join(root, 'My App')
    const { files } = scaffoldApp(options(dir))
    expect(files).toEqual([
      '.gitignore',
      'README.md',
      'index.html',
      'package.json',
      'scripts/dev.mjs',
      'src/AccountCard.tsx',
      'src/App.tsx',
      'src/appkit.config.ts',
      'src/main.tsx',
      'src/vite-env.d.ts',
      'tsconfig.json',
      'vite.config.ts',
    ])
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    expect(pkg.name).toBe('my-app')
    expect(pkg.scripts).toMatchObject({
      dev: 'node scripts/dev.mjs',
      build: expect.any(String),
      // The generated test: a type-check, then the spec's config rules (appkit doctor).
      test: 'tsc --noEmit && appkit doctor',
    })
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain('<title>my-app</title>')
    expect(readdirSync(root)).toEqual(['My App'])
    // The apps are configured through VITE_APPKIT_* / NEXT_PUBLIC_APPKIT_*: local env files stay out of git.
    expect(readFileSync(join(dir, '.gitignore'), 'utf8').split('\n')).toContain('.env*.local')
  })

  it('inside this repo depends on the local packages through file: paths relative to the app', () => {
    const dir = join(root, 'app')
    scaffoldApp(options(dir))
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    const kernel: string = pkg.dependencies['@appkit/kernel']
    expect(kernel).toMatch(/^file:\.\.\/.*\/kernel$/)
    expect(existsSync(join(dir, kernel.slice('file:'.length), 'package.json'))).toBe(true)
    expect(pkg.dependencies['@appkit/analytics']).toMatch(/^file:.*plugins\/analytics$/)
    expect(pkg.dependencies['@appkit/devtools']).toBeUndefined()
  })

  it('--published depends on published versions', () => {
    const dir = join(root, 'app')
    scaffoldApp(families(dir), { published: true })
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    expect(pkg.dependencies['@appkit/kernel']).toBe('^0.1.0')
    expect(pkg.dependencies['@appkit/solana']).toBe('^0.1.0')
    expect(pkg.dependencies['@appkit/embedded-wallet']).toBe('^0.1.0')
    expect(pkg.devDependencies['@appkit/emulator']).toBe('^0.1.0')
  })

  it('outside this monorepo (the CLI installed from npm) depends on published versions by default', () => {
    // A REPO_ROOT that is not the monorepo: what cli/src/../.. is under node_modules/.
    const notTheRepo = join(root, 'node_modules')
    mkdirSync(notTheRepo)
    writeFileSync(join(notTheRepo, 'package.json'), '{"name":"some-app","workspaces":["cli"]}')
    const dir = join(root, 'app')
    scaffoldApp(families(dir), { repoRoot: notTheRepo })
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    const specs = [
      ...Object.entries(pkg.dependencies as Record<string, string>),
      ...Object.entries(pkg.devDependencies as Record<string, string>),
    ].filter(([name]) => name.startsWith('@appkit/') || name === 'create-appkit')
    expect(specs.length).toBeGreaterThan(5)
    for (const [, spec] of specs) expect(spec).toBe('^0.1.0')
  })

  it('a REPO_ROOT with no package.json is not the monorepo either: published versions', () => {
    const dir = join(root, 'app')
    scaffoldApp(options(dir), { repoRoot: join(root, 'missing') })
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    expect(pkg.dependencies['@appkit/kernel']).toBe('^0.1.0')
  })

  it("inside this repo every chosen namespace's and feature's package is a file: link to its folder", () => {
    const dir = join(root, 'app')
    scaffoldApp(families(dir))
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    const appkit = Object.entries(pkg.dependencies as Record<string, string>).filter(([name]) =>
      name.startsWith('@appkit/'),
    )
    expect(appkit.map(([name]) => name)).toEqual([
      '@appkit/cosmos',
      '@appkit/eip155',
      '@appkit/embedded-wallet',
      '@appkit/kernel',
      '@appkit/siwx',
      '@appkit/solana',
      '@appkit/ui',
    ])
    for (const [name, spec] of appkit) {
      const folder = join(dir, spec.slice('file:'.length))
      expect(JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).name).toBe(name)
    }
  })

  it('appkit.config.ts enables exactly the chosen plugins', () => {
    const dir = join(root, 'app')
    scaffoldApp({ ...options(dir), features: ['devtools'], networks: ['mainnet'] })
    const source = readFileSync(join(dir, 'src/appkit.config.ts'), 'utf8')
    expect(readAppkitConfig(source)).toEqual({
      template: 'vite-react',
      appName: 'app',
      projectId: 'appkit-local-project',
      namespaces: ['eip155'],
      networks: ['mainnet'],
      features: ['devtools'],
    })
    expect(source).not.toContain('@appkit/analytics')
    expect(source).toContain("await import('@appkit/devtools')")
    expect(source).toContain('networks: [mainnet]')
  })

  it("--locale: appkit.config.ts passes `locale: '<tag>'` to createAppKit on either template, and records it in appkitConfig", () => {
    for (const template of ['vite-react', 'next-app'] as const) {
      const dir = join(root, `${template}-fr`)
      scaffoldApp({ ...options(dir), template, locale: 'fr' })
      const source = readFileSync(join(dir, 'src/appkit.config.ts'), 'utf8')
      expect(source).toMatch(/ {2}return createAppKit\(\{\n[\s\S]*\n {4}locale: 'fr',\n {2}\}\)\n/)
      expect(readAppkitConfig(source)).toMatchObject({ template, locale: 'fr' })
      const without = join(root, `${template}-browser`)
      scaffoldApp({ ...options(without), template })
      const plain = readFileSync(join(without, 'src/appkit.config.ts'), 'utf8')
      expect(plain).not.toContain('locale')
      expect(readAppkitConfig(plain)).not.toHaveProperty('locale')
    }
  })

  it('--template next-app writes a Next.js App Router app whose config reads NEXT_PUBLIC_ variables', () => {
    const dir = join(root, 'next')
    const { files } = scaffoldApp({ ...options(dir), template: 'next-app' })
    expect(files).toEqual(
      expect.arrayContaining([
        '.gitignore',
        'next.config.ts',
        'package.json',
        'scripts/dev.mjs',
        'src/app/AppKitApp.tsx',
        'src/app/layout.tsx',
        'src/app/page.tsx',
        'src/appkit.config.ts',
      ]),
    )
    expect(files).not.toContain('index.html')
    const source = readFileSync(join(dir, 'src/appkit.config.ts'), 'utf8')
    expect(readAppkitConfig(source)).toMatchObject({ template: 'next-app', appName: 'next' })
    // Next.js inlines only literal process.env.NEXT_PUBLIC_* reads; the server has no window.
    expect(source).toContain('process.env.NEXT_PUBLIC_APPKIT_API_URL ??')
    expect(source).toContain('process.env.NEXT_PUBLIC_APPKIT_RPC_31337 ??')
    expect(source).not.toContain('import.meta.env')
    expect(source).toContain("typeof window === 'undefined'")
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    expect(pkg.name).toBe('next')
    expect(pkg.dependencies.next).toBeDefined()
    expect(pkg.dependencies['@appkit/ui']).toMatch(/^file:/)
    expect(readFileSync(join(dir, 'src/app/AppKitApp.tsx'), 'utf8')).toMatch(/^'use client'/)
    expect(readFileSync(join(dir, '.gitignore'), 'utf8').split('\n')).toContain('.env*.local')
  })

  it('refuses a non-empty directory and writes nothing; --force writes into it', () => {
    const dir = join(root, 'app')
    mkdirSync(dir)
    writeFileSync(join(dir, 'keep.txt'), 'mine')
    expect(() => scaffoldApp(options(dir))).toThrow(
      /is not empty\. Choose another directory or pass --force/,
    )
    expect(readdirSync(dir)).toEqual(['keep.txt'])
    expect(readdirSync(root)).toEqual(['app'])
    scaffoldApp(options(dir), { force: true })
    expect(readFileSync(join(dir, 'keep.txt'), 'utf8')).toBe('mine')
    expect(existsSync(join(dir, 'src/appkit.config.ts'))).toBe(true)
    expect(readdirSync(root)).toEqual(['app'])
  })

  it('--force into a non-empty folder is all or nothing: a failure mid-copy restores the folder as it was', () => {
    const dir = join(root, 'app')
    mkdirSync(join(dir, 'src'), { recursive: true })
    writeFileSync(join(dir, 'keep.txt'), 'mine')
    writeFileSync(join(dir, 'README.md'), 'my readme')
    writeFileSync(join(dir, 'src/mine.ts'), 'export {}')
    const snapshot = () =>
      listTree(dir).map((path) => [path, readFileSync(join(dir, path), 'utf8')] as const)
    const before = snapshot()
    let merged = 0
    expect(() =>
      scaffoldApp(options(dir), {
        force: true,
        onFileMerged: () => {
          merged += 1
          // README.md replaced, scripts/ created, a file moved into the existing src/.
          if (merged === 6) throw new Error('disk full')
        },
      }),
    ).toThrow('disk full')
    expect(merged).toBe(6)
    expect(snapshot()).toEqual(before)
    expect(existsSync(join(dir, 'scripts'))).toBe(false)
    expect(readdirSync(root)).toEqual(['app'])
  })

  it('--force refuses, before writing anything, a file where the app needs a folder', () => {
    const dir = join(root, 'app')
    mkdirSync(dir)
    writeFileSync(join(dir, 'src'), 'a file')
    expect(() => scaffoldApp(options(dir), { force: true })).toThrow(
      `Cannot write src/AccountCard.tsx: ${join(dir, 'src')} is a file, not a folder.`,
    )
    expect(readdirSync(dir)).toEqual(['src'])
    expect(readdirSync(root)).toEqual(['app'])
  })

  it('a failure mid-write leaves nothing behind (no target, no temp folder)', () => {
    const dir = join(root, 'app')
    let written = 0
    expect(() =>
      scaffoldApp(options(dir), {
        onFileWritten: () => {
          written += 1
          if (written === 4) throw new Error('disk full')
        },
      }),
    ).toThrow('disk full')
    expect(readdirSync(root)).toEqual([])
  })
})

describe('scaffoldApp --features siwx', () => {
  const ROUTE = 'src/app/api/auth/[...siwx]/route.ts'
  const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8')
  const nextOptions = (dir: string, features: CreateOptions['features']): CreateOptions => ({
    ...options(dir),
    template: 'next-app',
    features,
  })

  it("next-app: its own sign-in route on PGlite, the plugin on '/api/auth', PGlite a dependency kept out of the bundle", () => {
    const dir = join(root, 'next-siwx')
    const { files } = scaffoldApp(nextOptions(dir, ['siwx']))
    expect(files).toContain(ROUTE)
    const route = read(dir, ROUTE)
    expect(route).toContain("export const runtime = 'nodejs'")
    expect(route).toContain('export const { GET, POST, DELETE, OPTIONS } = createSiwxHandler({')
    expect(route).toContain(
      "createPgliteSiwxStore({ dataDir: join(process.cwd(), '.appkit', 'siwx') })",
    )
    expect(route).toContain('origins: allowedOrigins()')
    expect(route).toContain("join(process.cwd(), '.appkit', 'siwx')")
    const config = read(dir, 'src/appkit.config.ts')
    expect(config).toContain(
      ".use(siwx({ storage: createServerSiwxStorage({ url: '/api/auth' }) }))",
    )
    expect(config).not.toContain('/auth/v1')
    const pkg = JSON.parse(read(dir, 'package.json'))
    expect(pkg.dependencies['@electric-sql/pglite']).toBe('^0.5.17')
    expect(pkg.dependencies['@appkit/siwx']).toMatch(/^file:/)
    expect(read(dir, 'next.config.ts')).toContain(
      "serverExternalPackages: ['@electric-sql/pglite'],",
    )
    expect(read(dir, '.gitignore').split('\n')).toContain('.appkit/')
    expect(read(dir, 'README.md')).toContain(`- \`${ROUTE}\`: sign-in served by this app`)
  })

  it('vite-react: siwx still talks to the emulator, with no route file, no PGlite', () => {
    const dir = join(root, 'vite-siwx')
    const { files } = scaffoldApp({ ...options(dir), features: ['siwx'] })
    expect(files.some((file) => file.includes('api/auth'))).toBe(false)
    const config = read(dir, 'src/appkit.config.ts')
    expect(config).toContain('.use(siwx({ storage: createServerSiwxStorage({ url: `')
    expect(config).toContain('apiUrl}/auth/v1` }) }))')
    expect(JSON.parse(read(dir, 'package.json')).dependencies).not.toHaveProperty(
      '@electric-sql/pglite',
    )
    expect(read(dir, 'README.md')).not.toContain('route.ts')
  })

  it("next-app without siwx: no route file, no PGlite, the template's next.config.ts as it is", () => {
    const dir = join(root, 'next-plain')
    const { files } = scaffoldApp(nextOptions(dir, ['analytics']))
    expect(files.some((file) => file.includes('api/auth'))).toBe(false)
    expect(read(dir, 'next.config.ts')).toBe(
      readFileSync(new URL('../templates/next-app/next.config.ts', import.meta.url), 'utf8'),
    )
    expect(JSON.parse(read(dir, 'package.json')).dependencies).not.toHaveProperty(
      '@electric-sql/pglite',
    )
  })
})

describe('scaffoldApp --adapter', () => {
  const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8')
  const everyFile = (dir: string) => listTree(dir).map((file) => [file, read(dir, file)] as const)

  it('vite-react + wagmi: main.tsx wraps the app in WagmiProvider and QueryClientProvider; the account card and sign panel use wagmi hooks', () => {
    const dir = join(root, 'vite-wagmi')
    const { files } = scaffoldApp({ ...options(dir), adapter: 'wagmi' })
    expect(files).toContain('src/SignPanel.tsx')
    const main = read(dir, 'src/main.tsx')
    expect(main).toContain('const { wagmiConfig } = createWagmi(kit)')
    expect(main).toMatch(
      /<WagmiProvider config=\{wagmiConfig\}>\s*<QueryClientProvider client=\{queryClient\}>\s*<App kit=\{kit\} \/>/,
    )
    expect(read(dir, 'src/App.tsx')).toContain('<SignPanel />')
    expect(read(dir, 'src/AccountCard.tsx')).toContain(
      "import { useBalance, useConnection } from 'wagmi'",
    )
    expect(read(dir, 'src/SignPanel.tsx')).toContain('sign.mutate({ message: MESSAGE })')
    expect(read(dir, 'src/appkit.config.ts')).toContain('export function createWagmi(kit: AppKit)')
    expect(readAppkitConfig(read(dir, 'src/appkit.config.ts')).adapter).toBe('wagmi')
    const pkg = JSON.parse(read(dir, 'package.json'))
    expect(pkg.dependencies['@appkit/wagmi']).toMatch(/^file:.*interop\/wagmi$/)
    expect(pkg.dependencies).toMatchObject({ wagmi: '^3.0.0', '@tanstack/react-query': '^5.0.0' })
  })

  it("next-app + wagmi: the layout reads the request cookie and passes only wagmi's cookies to Providers, which starts wagmi from them", () => {
    const dir = join(root, 'next-wagmi')
    const { files } = scaffoldApp({ ...options(dir), template: 'next-app', adapter: 'wagmi' })
    expect(files).toEqual(
      expect.arrayContaining([
        'src/app/Providers.tsx',
        'src/app/SignPanel.tsx',
        'src/app/layout.tsx',
      ]),
    )
    const layout = read(dir, 'src/app/layout.tsx')
    expect(layout).toContain("wagmiCookies((await headers()).get('cookie'))")
    expect(layout).toContain('<Providers cookie={cookie}>{children}</Providers>')
    // The server component imports no kit (its plugins are client code) and no wagmi.
    expect(layout).not.toMatch(/appkit\.config|from 'wagmi'/)
    const providers = read(dir, 'src/app/Providers.tsx')
    expect(providers).toMatch(/^'use client'/)
    // One kit, config and query cache per component instance, never per module (SSR requests).
    for (const made of [
      'useState<AppKit>(createKit)',
      'useState(() => createWagmi(kit).wagmiConfig)',
      'useState(() => cookieToInitialState(wagmiConfig, cookie))',
      'useState(() => new QueryClient())',
    ])
      expect(providers).toContain(made)
    expect(providers).toContain('<WagmiProvider config={wagmiConfig} initialState={initialState}>')
    expect(read(dir, 'src/app/AppKitApp.tsx')).not.toContain('createKit')
    expect(read(dir, 'src/appkit.config.ts')).toContain(
      'createWagmiAdapter({ kit, ssr: true, storage: createStorage({ storage: cookieStorage }) })',
    )
    expect(read(dir, 'README.md')).toContain('- `src/app/Providers.tsx`: the client component')
    expect(read(dir, 'README.md')).not.toContain('- `src/app/AppKitApp.tsx`: the client component')
  })

  it("ethers on either template: a sign panel that signs with the adapter's signer and shows the address from subscribe", () => {
    for (const template of ['vite-react', 'next-app'] as const) {
      const dir = join(root, `${template}-ethers`)
      const src = template === 'next-app' ? 'src/app' : 'src'
      scaffoldApp({ ...options(dir), template, adapter: 'ethers' })
      const panel = read(dir, `${src}/SignPanel.tsx`)
      expect(panel).toContain('const signer = await ethers.getSigner()')
      expect(panel).toContain('setSignature(await signer.signMessage(MESSAGE))')
      const hook = read(dir, `${src}/useEthers.ts`)
      // Made in an effect: in the browser only, never during a server render.
      expect(hook).toMatch(/useEffect\(\(\) => \{\n\s+const adapter = createEthers\(kit\)/)
      expect(hook).toContain('adapter.subscribe((connection) => {')
      expect(read(dir, `${src}/${template === 'next-app' ? 'AppKitApp' : 'App'}.tsx`)).toContain(
        '<SignPanel />',
      )
      const pkg = JSON.parse(read(dir, 'package.json'))
      expect(pkg.dependencies['@appkit/ethers']).toMatch(/^file:.*interop\/ethers$/)
      expect(pkg.dependencies.ethers).toBe('^6.0.0')
      expect(pkg.dependencies.wagmi).toBeUndefined()
    }
  })

  it('every adapter and template: no placeholder left, and --adapter none writes no adapter file', () => {
    for (const template of ['vite-react', 'next-app'] as const) {
      for (const adapter of ['none', 'wagmi', 'ethers'] as const) {
        const dir = join(root, `all-${template}-${adapter}`)
        const { files } = scaffoldApp({ ...options(dir), template, adapter })
        for (const [file, text] of everyFile(dir)) expect(text, file).not.toMatch(/\{\{\w+\}\}/)
        expect(files.some((file) => /SignPanel|Providers|useEthers/.test(file))).toBe(
          adapter !== 'none',
        )
        const config = readAppkitConfig(read(dir, 'src/appkit.config.ts'))
        expect(config.adapter).toBe(adapter === 'none' ? undefined : adapter)
      }
    }
  })

  it("the app's README names the adapter and its files", () => {
    const dir = join(root, 'readme')
    scaffoldApp({ ...options(dir), adapter: 'ethers' })
    const readme = read(dir, 'README.md')
    expect(readme).toContain(
      'Adapter: `ethers` (`@appkit/ethers`): an ethers 6 provider and signer for the wallet the modal connected.',
    )
    expect(readme).toContain('- `src/SignPanel.tsx`: signs with')
  })
})

function listTree(root: string, prefix = ''): string[] {
  return readdirSync(join(root, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name
      return entry.isDirectory() ? listTree(root, path) : [path]
    })
    .sort()
}
