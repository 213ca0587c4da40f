import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readAppkitConfig } from '../readAppkitConfig.js'
import { scaffoldApp } from '../scaffoldApp.js'
import { smallestApp } from '../testing/smallestApp.js'
import { add } from './add.js'
import { doctor } from './doctor.js'

let root: string
let app: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'create-appkit-add-'))
  app = join(root, 'app')
  scaffoldApp(smallestApp(app))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const configPath = () => join(app, 'src/appkit.config.ts')

describe('appkit add', () => {
  it('enables a feature in appkit.config.ts and package.json and says what it changed', () => {
    expect(readFileSync(configPath(), 'utf8')).not.toContain('analytics')
    const changes = add('analytics', app)
    expect(changes[0]).toBe(
      'src/appkit.config.ts: added "analytics" to appkitConfig.features and to createKit().',
    )
    expect(changes[1]).toMatch(
      /^package\.json: added @appkit\/analytics@file:.*plugins\/analytics to dependencies/,
    )
    const source = readFileSync(configPath(), 'utf8')
    expect(readAppkitConfig(source).features).toEqual(['analytics'])
    expect(source).toContain('.use(analytics())')
    expect(add('analytics', app)).toEqual(['analytics is already enabled in src/appkit.config.ts.'])
  })
  it('keeps a Next.js app a Next.js app: the rewritten config still reads NEXT_PUBLIC_ variables', () => {
    const nextApp = join(root, 'next')
    scaffoldApp({
      dir: nextApp,
      template: 'next-app',
      namespaces: ['eip155'],
      networks: ['hardhat'],
      features: [],
      adapter: 'none',
      projectId: 'appkit-local-project',
      packageManager: 'npm',
    })
    add('devtools', nextApp)
    const source = readFileSync(join(nextApp, 'src/appkit.config.ts'), 'utf8')
    expect(readAppkitConfig(source)).toMatchObject({ template: 'next-app', features: ['devtools'] })
    expect(source).toContain('process.env.NEXT_PUBLIC_APPKIT_PROJECT_ID')
    expect(source).not.toContain('import.meta.env')
    expect(doctor(nextApp)).toEqual([])
  })
  it('siwx in a Next.js app: writes its sign-in route, PGlite in package.json and next.config.ts, and the plugin on /api/auth', () => {
    const nextApp = join(root, 'next-siwx')
    scaffoldApp({ ...smallestApp(nextApp), template: 'next-app' })
    const route = 'src/app/api/auth/[...siwx]/route.ts'
    const changes = add('siwx', nextApp)
    expect(changes).toContain(`${route}: written (siwx, served by this app).`)
    expect(changes).toContain(
      "next.config.ts: added '@electric-sql/pglite' to serverExternalPackages (loaded from node_modules, not bundled).",
    )
    expect(changes.find((line) => line.startsWith('package.json:'))).toMatch(
      /^package\.json: added @appkit\/siwx@file:\S*plugins\/siwx, @electric-sql\/pglite@\^0\.5\.17 to dependencies/,
    )
    expect(readFileSync(join(nextApp, route), 'utf8')).toContain('createPgliteSiwxStore')
    expect(readFileSync(join(nextApp, 'src/appkit.config.ts'), 'utf8')).toContain(
      "createServerSiwxStorage({ url: '/api/auth' })",
    )
    expect(readFileSync(join(nextApp, 'next.config.ts'), 'utf8')).toContain(
      "serverExternalPackages: ['@electric-sql/pglite']",
    )
    const pkg = JSON.parse(readFileSync(join(nextApp, 'package.json'), 'utf8'))
    expect(pkg.dependencies['@electric-sql/pglite']).toBe('^0.5.17')
    expect(doctor(nextApp)).toEqual([])
    expect(add('siwx', nextApp)).toEqual(['siwx is already enabled in src/appkit.config.ts.'])
  })
  it('siwx in a Next.js app keeps a route file and a next.config.ts of its own, and says so', () => {
    const nextApp = join(root, 'next-own')
    scaffoldApp({ ...smallestApp(nextApp), template: 'next-app' })
    const route = 'src/app/api/auth/[...siwx]/route.ts'
    mkdirSync(join(nextApp, 'src/app/api/auth/[...siwx]'), { recursive: true })
    writeFileSync(join(nextApp, route), '// mine\n')
    writeFileSync(join(nextApp, 'next.config.ts'), 'export default { reactStrictMode: true }\n')
    const changes = add('siwx', nextApp)
    expect(changes).toContain(
      `Note: ${route} exists and differs from what create-appkit writes for siwx: kept as it is.`,
    )
    expect(
      changes.some((line) =>
        line.startsWith('Note: next.config.ts is not as create-appkit wrote it'),
      ),
    ).toBe(true)
    expect(readFileSync(join(nextApp, route), 'utf8')).toBe('// mine\n')
    expect(readFileSync(join(nextApp, 'next.config.ts'), 'utf8')).toBe(
      'export default { reactStrictMode: true }\n',
    )
  })
  it('siwx in a Vite app: the emulator wiring, no route file, no PGlite', () => {
    const changes = add('siwx', app)
    expect(changes.some((line) => line.includes('route.ts'))).toBe(false)
    expect(readFileSync(configPath(), 'utf8')).toContain('apiUrl}/auth/v1`')
    expect(readFileSync(join(app, 'package.json'), 'utf8')).not.toContain('pglite')
  })
  it('adds a chain family with its default networks, and a feature it makes possible then passes', () => {
    expect(() => add('solana', app)).not.toThrow()
    const source = readFileSync(configPath(), 'utf8')
    expect(readAppkitConfig(source)).toMatchObject({
      namespaces: ['eip155', 'solana'],
      networks: ['hardhat', 'solanaLocal'],
    })
    expect(source).toContain("from '@appkit/solana'")
    const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'))
    expect(pkg.dependencies['@appkit/solana']).toMatch(/^file:.*namespaces\/solana$/)
    expect(add('solana', app)).toEqual(['solana is already enabled in src/appkit.config.ts.'])
    expect(doctor(app)).toEqual([])
  })
  it("follows the app's @appkit/kernel spec: a published app gets the same range, not a file: link", () => {
    const published = join(root, 'published')
    scaffoldApp(smallestApp(published), { published: true })
    const pkgPath = join(published, 'package.json')
    const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'))
    pkg.dependencies['@appkit/kernel'] = '^0.3.0'
    writeFileSync(pkgPath, JSON.stringify(pkg))
    expect(add('siwx', published)).toContain(
      "package.json: added @appkit/siwx@^0.3.0 to dependencies (run your package manager's install).",
    )
    expect(JSON.parse(readFileSync(pkgPath, 'utf8')).dependencies['@appkit/siwx']).toBe('^0.3.0')
  })
  it('a file:-linked app gets a file: link into the same repo as its kernel', () => {
    add('swaps', app)
    const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'))
    const kernelRepo = join(app, pkg.dependencies['@appkit/kernel'].slice('file:'.length), '..')
    expect(join(app, pkg.dependencies['@appkit/swaps'].slice('file:'.length))).toBe(
      join(kernelRepo, 'plugins/swaps'),
    )
  })
  it('refuses to rewrite an appkit.config.ts the user edited (their edits would be lost); --force keeps it as .bak and says so', () => {
    const edited = readFileSync(configPath(), 'utf8').replace(
      '  return createAppKit({',
      "  console.log('my kit')\n  return createAppKit({",
    )
    writeFileSync(configPath(), edited)
    expect(() => add('siwx', app)).toThrow(
      /^Cannot add siwx: src\/appkit\.config\.ts is not as create-appkit wrote it .* pass --force to rewrite the file/,
    )
    expect(readFileSync(configPath(), 'utf8')).toBe(edited)
    expect(
      JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')).dependencies,
    ).not.toHaveProperty('@appkit/siwx')
    const changes = add('siwx', app, { force: true })
    expect(changes[0]).toBe(
      'src/appkit.config.ts had edits of yours: kept as src/appkit.config.ts.bak (--force), merge them back by hand.',
    )
    expect(readFileSync(`${configPath()}.bak`, 'utf8')).toBe(edited)
    expect(readFileSync(configPath(), 'utf8')).not.toContain("console.log('my kit')")
    expect(readAppkitConfig(readFileSync(configPath(), 'utf8')).features).toEqual(['siwx'])
  })
  it('refuses unknown features with the allowed values', () => {
    expect(() => add('pay', app)).toThrow(/^Invalid --plugin: pay\. Allowed values: siwx, onramp/)
  })
  it('adds each plugin that exists, wired for the emulator, and doctor still finds no error', () => {
    add('siwx', app)
    add('names', app)
    expect(add('embedded-wallet', app)[0]).toBe(
      'src/appkit.config.ts: added "embedded-wallet" to appkitConfig.features and to createKit().',
    )
    const source = readFileSync(configPath(), 'utf8')
    expect(source).toContain("import { createServerSiwxStorage, siwx } from '@appkit/siwx'")
    expect(source).toContain(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the generated code's template literal
      '.use(siwx({ storage: createServerSiwxStorage({ url: `${apiUrl}/auth/v1` }) }))',
    )
    // With the embedded wallet, names keeps the spec's rule (registration needs the auth connector).
    expect(source).toContain('.use(names())')
    expect(source).toContain(
      ".use(embeddedWallet({ secureSiteUrl: env.VITE_APPKIT_SECURE_SITE_URL ?? 'http://127.0.0.1:4200' }))",
    )
    const pkg = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'))
    expect(pkg.dependencies['@appkit/embedded-wallet']).toMatch(/^file:.*plugins\/embedded-wallet$/)
    expect(doctor(app).filter((p) => p.severity === 'error')).toEqual([])
  })
  it("refuses a feature none of the app's namespaces supports, and says the limits of the others", () => {
    const solanaApp = join(root, 'sol')
    scaffoldApp({
      dir: solanaApp,
      template: 'vite-react',
      namespaces: ['solana'],
      networks: ['solanaLocal'],
      features: [],
      adapter: 'none',
      projectId: 'appkit-local-project',
      packageManager: 'npm',
    })
    const before = readFileSync(join(solanaApp, 'src/appkit.config.ts'), 'utf8')
    expect(() => add('activity', solanaApp)).toThrow(
      'Cannot add activity: Feature "activity" works on eip155 only, and this app has none of them (namespaces: solana).',
    )
    expect(readFileSync(join(solanaApp, 'src/appkit.config.ts'), 'utf8')).toBe(before)
    const mixed = join(root, 'mixed')
    scaffoldApp({
      dir: mixed,
      template: 'vite-react',
      namespaces: ['eip155', 'solana'],
      networks: ['hardhat', 'solanaLocal'],
      features: [],
      adapter: 'none',
      projectId: 'appkit-local-project',
      packageManager: 'npm',
    })
    expect(add('activity', mixed)).toContain(
      'Note: Feature "activity" works on eip155 only, not on solana.',
    )
  })
})

describe('an app made with an adapter', () => {
  it('`appkit add` rewrites the config with the adapter still made from the kit; doctor finds nothing', () => {
    for (const adapter of ['wagmi', 'ethers'] as const) {
      const dir = join(root, adapter)
      scaffoldApp({ ...smallestApp(dir), template: 'next-app', adapter })
      expect(doctor(dir)).toEqual([])
      add('solana', dir)
      const source = readFileSync(join(dir, 'src/appkit.config.ts'), 'utf8')
      expect(readAppkitConfig(source)).toMatchObject({ namespaces: ['eip155', 'solana'], adapter })
      expect(source).toContain(
        adapter === 'wagmi'
          ? 'createWagmiAdapter({ kit, ssr: true, storage: createStorage({ storage: cookieStorage }) })'
          : 'return createEthersAdapter({ kit })',
      )
      expect(doctor(dir)).toEqual([])
    }
  })

  it('doctor names a library the adapter needs that package.json lost', () => {
    const dir = join(root, 'lost')
    scaffoldApp({ ...smallestApp(dir), adapter: 'wagmi' })
    const pkgPath = join(dir, 'package.json')
    const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'))
    delete pkg.dependencies['@tanstack/react-query']
    writeFileSync(pkgPath, JSON.stringify(pkg))
    expect(doctor(dir)).toEqual([
      {
        rule: 'dependencies',
        severity: 'error',
        message:
          'Adapter "wagmi" needs @tanstack/react-query in package.json dependencies (install @tanstack/react-query).',
      },
    ])
  })
})

describe('an app made with --locale', () => {
  it('`appkit add` keeps the locale in appkitConfig and createKit(); doctor finds nothing', () => {
    const dir = join(root, 'french')
    scaffoldApp({ ...smallestApp(dir), locale: 'pt-PT' })
    expect(doctor(dir)).toEqual([])
    add('analytics', dir)
    const source = readFileSync(join(dir, 'src/appkit.config.ts'), 'utf8')
    expect(readAppkitConfig(source)).toMatchObject({ features: ['analytics'], locale: 'pt-PT' })
    expect(source).toContain("    locale: 'pt-PT',\n")
    expect(doctor(dir)).toEqual([])
  })

  it('doctor names a locale nothing serves; a locale that is not a string is refused, naming the field', () => {
    const dir = join(root, 'edited')
    scaffoldApp({ ...smallestApp(dir), locale: 'fr' })
    const path = join(dir, 'src/appkit.config.ts')
    const source = readFileSync(path, 'utf8')
    writeFileSync(path, source.replace('"locale": "fr"', '"locale": "tlh"'))
    expect(doctor(dir)).toEqual([
      expect.objectContaining({
        rule: 'locale',
        severity: 'error',
        message: expect.stringMatching(/^Locale "tlh" is served by no shipped locale/),
      }),
    ])
    writeFileSync(path, source.replace('"locale": "fr"', '"locale": 42'))
    expect(() => doctor(dir)).toThrow(
      'appkitConfig in src/appkit.config.ts is not what create-appkit expects: ["locale"]: Expected string, actual 42',
    )
  })
})

describe("an app's package.json, decoded with a schema", () => {
  it('a dependency version that is not a string is an error naming the field', () => {
    const pkgPath = join(app, 'package.json')
    const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'))
    pkg.dependencies['@appkit/kernel'] = 1
    writeFileSync(pkgPath, JSON.stringify(pkg))
    expect(() => doctor(app)).toThrow(
      'package.json is not what create-appkit expects: ["dependencies"]["@appkit/kernel"]: Expected string, actual 1',
    )
  })
})

describe('appkit doctor', () => {
  it('finds no problem in a scaffolded app, nor after `add`', () => {
    expect(doctor(app)).toEqual([])
    add('devtools', app)
    expect(doctor(app)).toEqual([])
  })
  it('explains each problem of an edited config', () => {
    const source = readFileSync(configPath(), 'utf8')
      .replace('"projectId": "appkit-local-project"', '"projectId": ""')
      .replace(/"networks": \[[^\]]*\]/, '"networks": []')
      .replace(/"features": \[[^\]]*\]/, '"features": ["siwx", "names"], "siweConfig": {}')
      .replace(/"namespaces": \[[^\]]*\]/, '"namespaces": ["solana", "tron"]')
    writeFileSync(configPath(), source)
    const messages = doctor(app).map((p) => p.message)
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Project ID Not Configured: projectId is required/),
        'networks must not be empty: list at least one network.',
        'Namespace "solana" has no network: add one of its networks to networks.',
        'Namespace "solana" needs @appkit/solana in package.json dependencies (install @appkit/solana).',
        'Unknown namespace "tron". Known namespaces: eip155, solana, polkadot, bip122, cosmos.',
        'cannot set both siweConfig and siwx options',
        'Feature "names" works on eip155 only, and this app has none of them (namespaces: solana).',
        'Feature "siwx" needs @appkit/siwx in package.json dependencies (run `appkit add siwx`).',
      ]),
    )
    expect(messages.join('\n')).not.toMatch(/not available yet/)
  })
  it('says clearly when the file is not an app made by create-appkit', () => {
    writeFileSync(configPath(), 'export default {}\n')
    expect(() => doctor(app)).toThrow(/has no `export const appkitConfig = \{ \.\.\. \}` object/)
  })
})
