import { type ChildProcess, execFile, spawn } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Page } from 'playwright-core'
import { type PreviewServer, preview } from 'vite'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { descendantsOf, isAlive, isListening, killTree } from '../../cli/src/testing/processTree.js'
import { emulatorAccount } from './harness/chainReader.js'
import { connectWithTestWallet } from './harness/connectWithTestWallet.js'
import { answerWallet, modalDialog, testWalletOption } from './harness/demoPage.js'
import { envOutsideRepo } from './harness/envOutsideRepo.js'
import { freePort } from './harness/freePort.js'
import { publishPackages } from './harness/publishPackages.js'
import { reloadStaysConnected } from './harness/reloadStaysConnected.js'
import { REPO_ROOT } from './harness/scaffoldWithCli.js'
import { signWithSignPanel } from './harness/signWithSignPanel.js'
import { type LocalRegistry, startLocalRegistry } from './harness/startLocalRegistry.js'
import { useBrowser } from './harness/useBrowser.js'

// What a developer gets from npm: every public package is published to a local registry, and
// apps made by `npx create-appkit` in a folder outside the repository install them from there
// (nothing can resolve from the monorepo's node_modules). The two templates share one npm cache.
const exec = promisify(execFile)
const COMMAND_TIMEOUT_MS = 300_000
const work = mkdtempSync(join(tmpdir(), 'appkit-published-'))
const viteApp = join(work, 'my-app')
const { version } = JSON.parse(readFileSync(join(REPO_ROOT, 'cli/package.json'), 'utf8')) as {
  version: string
}
// The vite-react app carries what the old in-repo scaffold tests covered: two families, sign-in
// through the emulator's auth service, history, names, analytics and the devtools panel; and
// wagmi (--adapter wagmi): its account card and sign panel use wagmi's hooks.
const VITE_APP_FLAGS = [
  '--namespaces',
  'eip155,solana',
  '--features',
  'siwx,activity,names,analytics,devtools',
  '--adapter',
  'wagmi',
]

/** Resources each test starts, closed by the file's afterAll even when a test fails. */
const running = {
  registry: undefined as LocalRegistry | undefined,
  previews: [] as PreviewServer[],
  processes: [] as ChildProcess[],
  /** The next-apps' scaffolds and installs, each started while an earlier app is being tested. */
  nextApps: new Map<NextAppName, Promise<string>>(),
}
const NEXT_APPS = {
  // wagmi in its server-rendering mode: the connection kept in a cookie, read by the server.
  'my-next-app': ['--template', 'next-app', '--features', 'analytics', '--adapter', 'wagmi'],
  // ethers: a BrowserProvider for the connection the modal made, in a client component; and
  // sign-in on the app's own route handler (PGlite), not the emulator.
  'my-next-ethers-app': ['--template', 'next-app', '--adapter', 'ethers', '--features', 'siwx'],
} as const
type NextAppName = keyof typeof NEXT_APPS

/** Starts making a next-app (scaffold, install) unless it has started already. */
function nextAppInstalled(name: NextAppName): Promise<string> {
  let installed = running.nextApps.get(name)
  if (!installed) {
    installed = createApp(name, NEXT_APPS[name], appEnv('NEXT_PUBLIC_'))
    // Awaited by the app's test, which reports a failure.
    installed.catch(() => {})
    running.nextApps.set(name, installed)
  }
  return installed
}

beforeAll(async () => {
  running.registry = await startLocalRegistry(join(work, 'registry'))
  const output = await timed('publish every package', () =>
    publishPackages(running.registry?.url ?? '', { ...envOutsideRepo(), ...npmEnv() }),
  )
  expect(output).toMatch(/\d+ packages published/)
}, 360_000)

afterAll(async () => {
  try {
    for (const child of running.processes) if (child.pid !== undefined) stopGroup(child.pid)
    for (const server of running.previews)
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
  } finally {
    await running.registry?.stop()
    // An install still running (a failed run) is cut off by the registry's stop; wait a little.
    await Promise.race([
      Promise.allSettled(running.nextApps.values()),
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ])
    rmSync(work, { recursive: true, force: true })
  }
})

const browser = useBrowser()

/** npm pointed at the local registry, with its own token and cache. */
function npmEnv(): Record<string, string> {
  if (!running.registry) throw new Error('The local registry did not start')
  return running.registry.npmEnv
}

/** A shell outside the repository, npm on the local registry, the emulator's URLs for the app. */
function appEnv(prefix: 'VITE_' | 'NEXT_PUBLIC_'): NodeJS.ProcessEnv {
  const urls = inject('emulator')
  return {
    ...envOutsideRepo(),
    ...npmEnv(),
    NEXT_TELEMETRY_DISABLED: '1',
    [`${prefix}APPKIT_API_URL`]: urls.api,
    [`${prefix}APPKIT_PROJECT_ID`]: urls.projectId,
    [`${prefix}APPKIT_RPC_31337`]: urls.chains['31337']?.rpcUrl ?? '',
    [`${prefix}APPKIT_RPC_1337`]: urls.chains['1337']?.rpcUrl ?? '',
    [`${prefix}APPKIT_SOLANA_RPC`]: urls.solana?.rpcUrl ?? '',
    [`${prefix}APPKIT_SECURE_SITE_URL`]: urls.secureSite,
    // Production builds offer the test wallet only when built with this (see renderTestWalletSwitch).
    [`${prefix}APPKIT_TEST_WALLET`]: '1',
  }
}

/** Runs a command to its end; on failure the error carries its whole output. */
async function sh(command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv) {
  try {
    return await exec(command, args, {
      cwd,
      env,
      timeout: COMMAND_TIMEOUT_MS,
      maxBuffer: 64 * 1024 * 1024,
    })
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout}\n${stderr}`, {
      cause: error,
    })
  }
}

/** Runs `task` and prints how long it took, so the timings of each phase show in the output. */
async function timed<T>(label: string, task: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const result = await task()
  console.log(`[published apps] ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`)
  return result
}

/** `npx create-appkit <name> --yes ...flags` in the work folder, from the local registry. */
async function createApp(name: string, flags: readonly string[], env: NodeJS.ProcessEnv) {
  await timed(`npx create-appkit ${name}`, () =>
    sh('npx', ['--yes', `create-appkit@${version}`, name, '--yes', ...flags], work, env),
  )
  const app = join(work, name)
  const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
    devDependencies: Record<string, string>
  }
  // Outside this repository the CLI writes the published versions, never file: links.
  const appkit = Object.entries({ ...manifest.dependencies, ...manifest.devDependencies }).filter(
    ([name]) => name.startsWith('@appkit/') || name === 'create-appkit',
  )
  expect(appkit.length).toBeGreaterThan(3)
  for (const [, spec] of appkit) expect(spec).toBe(`^${version}`)
  await timed(`npm install (${name})`, () => sh('npm', ['install'], app, env))
  // Installed from the registry: real folders (no links into the checkout), and no TypeScript
  // runner: the bins and the emulator run compiled JavaScript on plain Node.
  expect(lstatSync(join(app, 'node_modules/@appkit/kernel')).isSymbolicLink()).toBe(false)
  const tsx = await exec('npm', ['ls', 'tsx', '--all', '--parseable'], { cwd: app, env }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  )
  expect(tsx.stdout.trim(), 'tsx in the installed tree').toBe('')
  return app
}

/** `npm test` (tsc, then appkit doctor) and `npm run build`, as the app's README says. */
async function testAndBuild(app: string, env: NodeJS.ProcessEnv, label: string) {
  const tested = await timed(`npm test (${label})`, () => sh('npm', ['test'], app, env))
  // Exit code 0: doctor found no error; notes (limits) may follow.
  expect(tested.stdout).toMatch(/appkit\.config\.ts: no (problems found\.|errors;)/)
  await timed(`npm run build (${label})`, () =>
    sh('npm', ['run', 'build'], app, { ...env, NODE_ENV: 'production' }),
  )
}

/** Serves a Vite app's dist/ on a free port; returns its URL. */
async function previewVite(app: string): Promise<string> {
  const port = await freePort()
  const server = await preview({
    root: app,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: join(app, 'dist') },
    preview: { host: '127.0.0.1', port, strictPort: true },
  })
  running.previews.push(server)
  return `http://127.0.0.1:${port}`
}

/**
 * The vite-react app's flow: both families' test wallets are offered; connecting the EVM one
 * and signing in stores a session on the emulator's auth service (at `api`), bound to this
 * browser by its cookie.
 */
async function connectAndSignIn(page: Page, url: string, api: string) {
  const address = emulatorAccount(0)
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${url}/?testWallet=1`)
  await page.getByRole('heading', { name: 'my-app', level: 1 }).waitFor()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: /AppKit Solana Test Wallet/ }).waitFor()
  await testWalletOption(page).click()
  await answerWallet(page, 'approve', /Connect/)
  // siwx (optional): the sign view follows the connection.
  await dialog.getByTestId('siwx-sign-message').waitFor()
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await answerWallet(page, 'approve', /wants you to sign in with your Ethereum account:/)
  await dialog.waitFor({ state: 'detached' })
  await expect
    .poll(async () => (await page.getByTestId('account-address').textContent())?.toLowerCase())
    .toBe(address.toLowerCase())
  const sessions = `${api}/auth/v1/sessions?${new URLSearchParams({ chainId: 'eip155:31337', address })}`
  const stored = await page.evaluate(
    async (url) =>
      (await (await fetch(url, { credentials: 'include' })).json()) as { sessions: unknown[] },
    sessions,
  )
  expect(stored.sessions).toHaveLength(1)
  expect(errors).toEqual([])
}

/**
 * A next-app with `--features siwx`: connecting the test wallet opens the sign-in view, and the
 * signed session is kept by the app's own route handler at /api/auth (its PGlite store), bound
 * to this browser by the HttpOnly cookie that route set.
 */
async function connectAndSignInOnNext(page: Page, url: string, address: string) {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(url)
  await page.getByRole('heading', { name: 'my-next-ethers-app', level: 1 }).waitFor()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await testWalletOption(page).click()
  await answerWallet(page, 'approve', /Connect/)
  const dialog = modalDialog(page)
  await dialog.getByTestId('siwx-sign-message').waitFor()
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await answerWallet(page, 'approve', /wants you to sign in with your Ethereum account:/)
  await dialog.waitFor({ state: 'detached' })
  const query = new URLSearchParams({ chainId: 'eip155:31337', address }).toString()
  const stored = await page.evaluate(
    async (search) =>
      (await (await fetch(`/api/auth/sessions?${search}`)).json()) as { sessions: unknown[] },
    query,
  )
  expect(stored.sessions).toHaveLength(1)
  // Another browser (no cookie) sees nothing.
  const anonymous = (await (
    await fetch(`${new URL(url).origin}/api/auth/sessions?${query}`)
  ).json()) as { sessions: unknown[] }
  expect(anonymous.sessions).toEqual([])
  expect(errors).toEqual([])
}

/**
 * A next-app's `npm test` and `npm run build` (its config needs no transpilePackages or alias),
 * then `next start` on a free port; resolves with the page's URL once the server is ready.
 */
async function buildAndStartNext(nextApp: string, label: string): Promise<string> {
  const env = appEnv('NEXT_PUBLIC_')
  const config = readFileSync(join(nextApp, 'next.config.ts'), 'utf8')
  expect(config).not.toMatch(/transpilePackages|extensionAlias/)
  await testAndBuild(nextApp, env, label)
  const port = await freePort()
  const server = spawn(
    process.execPath,
    [
      join(nextApp, 'node_modules/next/dist/bin/next'),
      'start',
      '--hostname',
      '127.0.0.1',
      '--port',
      `${port}`,
    ],
    {
      cwd: nextApp,
      // The pages its sign-in route takes (when it has one), as a deployment sets it.
      env: { ...env, NODE_ENV: 'production', APPKIT_SIWX_ORIGINS: `http://127.0.0.1:${port}` },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  running.processes.push(server)
  await new Promise<void>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(
      () => reject(new Error(`next start did not get ready:\n${output}`)),
      60_000,
    )
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (/Ready in|started server/i.test(output)) {
        clearTimeout(timer)
        resolve()
      }
    }
    server.stdout?.on('data', onData)
    server.stderr?.on('data', onData)
    server.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`next start exited (${code}): ${output}`))
    })
  })
  return `http://127.0.0.1:${port}/?testWallet=1`
}

/** SIGKILL for a process group and whatever is left under its leader. */
function stopGroup(pid: number) {
  killTree(pid)
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // Already gone.
  }
}

describe.sequential('apps made with create-appkit from a local registry', () => {
  it("the local registry serves AppKit's names only from what was published to it, never from the public registry", async () => {
    const url = running.registry?.url ?? ''
    const cli = (await (
      await fetch(`${url}create-appkit`, { signal: AbortSignal.timeout(10_000) })
    ).json()) as {
      versions: Record<string, unknown>
    }
    expect(Object.keys(cli.versions)).toEqual([version])
    const unknown = await fetch(`${url}@appkit%2fnever-published`, {
      signal: AbortSignal.timeout(10_000),
    })
    expect(unknown.status).toBe(404)
  })

  it('vite-react: `npx create-appkit my-app --yes --adapter wagmi` installs the published packages, passes `npm test`, builds, connects and signs in on React 19, and signs with wagmi', async () => {
    const env = appEnv('VITE_')
    await createApp('my-app', VITE_APP_FLAGS, env)
    // Its downloads now in the shared cache, the next-app installs while this app is tested.
    void nextAppInstalled('my-next-app')
    await testAndBuild(viteApp, env, 'vite-react, React 19')
    const url = await previewVite(viteApp)
    const page = await browser.context().newPage()
    await connectAndSignIn(page, url, inject('emulator').api)
    await signWithSignPanel(page, emulatorAccount(0))
  }, 600_000)

  it("vite-react: the app's `npm run dev` starts the emulator and Vite on their default ports, connects the test wallet, and Ctrl+C stops everything", async (context) => {
    expect(existsSync(join(viteApp, 'node_modules')), 'the app of the first test').toBe(true)
    const defaults = [4100, 4200, 8545, 8546, 8899, 5173].map((port) => `http://127.0.0.1:${port}`)
    const taken: string[] = []
    for (const url of defaults) if (await isListening(url)) taken.push(url)
    if (taken.length > 0) {
      const why = `npm run dev needs the default ports, and ${taken.join(', ')} ${taken.length > 1 ? 'are' : 'is'} already taken on this machine`
      // On a developer's machine a running demo is expected; CI must run this test, not skip it.
      if (process.env.CI) throw new Error(why)
      context.skip(why)
    }
    // No APPKIT_ override: the app runs on the emulator's defaults. Its own process group, as a
    // terminal runs it: Ctrl+C sends SIGINT to the whole group.
    const env = { ...envOutsideRepo(), ...npmEnv() }
    const child = spawn('npm', ['run', 'dev'], {
      cwd: viteApp,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    running.processes.push(child)
    let output = ''
    for (const stream of [child.stdout, child.stderr])
      stream?.on('data', (chunk: Buffer) => {
        output += chunk.toString()
      })
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
      child.once('exit', (code, signal) => resolve({ code, signal })),
    )
    await timed('npm run dev until every port answers', () =>
      expect
        .poll(
          async () => {
            if (child.exitCode !== null) throw new Error(`npm run dev exited early:\n${output}`)
            const up = await Promise.all(defaults.map(isListening))
            return up.every(Boolean) && output.includes('Press Ctrl+C to stop.')
          },
          { timeout: 90_000, interval: 500 },
        )
        .toBe(true),
    )
    const page = await browser.context().newPage()
    // Vite's dev server transforms each module on its first request: the lazy chunks of the
    // sign-in (viem's verifiers among them) take far longer than built ones while CI is busy.
    page.setDefaultTimeout(60_000)
    await connectAndSignIn(page, 'http://127.0.0.1:5173', 'http://127.0.0.1:4100')
    await page.close()

    const processes = descendantsOf(child.pid ?? 0)
    expect(processes.length).toBeGreaterThan(2)
    process.kill(-(child.pid ?? 0), 'SIGINT')
    // npm, after its script ends, re-raises the SIGINT it got (as a shell expects): that or 0.
    const end = await exited
    expect(end.code === 0 || end.signal === 'SIGINT', `${JSON.stringify(end)}\n${output}`).toBe(
      true,
    )
    for (const url of defaults) await expect.poll(() => isListening(url)).toBe(false)
    await expect.poll(() => processes.filter(isAlive), { timeout: 15_000 }).toEqual([])
  }, 240_000)

  it('vite-react on React 18.3: the same app with react@18.3, react-dom@18.3 and their 18 types type-checks, builds, connects and signs in, and signs with wagmi', async () => {
    expect(existsSync(join(viteApp, 'node_modules')), 'the app of the first test').toBe(true)
    const env = appEnv('VITE_')
    await timed('npm install react@18.3 (vite-react)', () =>
      sh(
        'npm',
        ['install', 'react@18.3', 'react-dom@18.3', '@types/react@18', '@types/react-dom@18'],
        viteApp,
        env,
      ),
    )
    const installed = (name: string) =>
      (
        JSON.parse(readFileSync(join(viteApp, 'node_modules', name, 'package.json'), 'utf8')) as {
          version: string
        }
      ).version
    expect(installed('react')).toMatch(/^18\.3\./)
    expect(installed('react-dom')).toMatch(/^18\.3\./)
    await testAndBuild(viteApp, env, 'vite-react, React 18.3')
    const url = await previewVite(viteApp)
    const page = await browser.context().newPage()
    await connectAndSignIn(page, url, inject('emulator').api)
    await signWithSignPanel(page, emulatorAccount(0))
  }, 600_000)

  it('next-app: `npx create-appkit my-next-app --yes --template next-app --adapter wagmi` installs, passes `npm test`, builds with no transpilePackages or alias, serves, connects and signs with wagmi; after a reload the server-rendered page is already connected (wagmi cookie), with no hydration error', async () => {
    const nextApp = await nextAppInstalled('my-next-app')
    // Its downloads now in the shared cache, the ethers app installs while this one is tested.
    void nextAppInstalled('my-next-ethers-app')
    const url = await buildAndStartNext(nextApp, 'next-app, wagmi')
    const page = await browser.context().newPage()
    await connectWithTestWallet(page, url, 'my-next-app')
    const address = emulatorAccount(0)
    await signWithSignPanel(page, address)
    await reloadStaysConnected(page, url, address)
  }, 600_000)

  it('next-app: `npx create-appkit my-next-ethers-app --yes --template next-app --adapter ethers --features siwx` installs, passes `npm test`, builds, serves, connects and signs in on its own /api/auth route (PGlite), and its sign panel shows the address from the ethers adapter and signs with its signer (verified with viem)', async () => {
    const nextApp = await nextAppInstalled('my-next-ethers-app')
    const manifest = JSON.parse(readFileSync(join(nextApp, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
    }
    expect(manifest.dependencies['@appkit/ethers']).toBe(`^${version}`)
    expect(manifest.dependencies.wagmi).toBeUndefined()
    const url = await buildAndStartNext(nextApp, 'next-app, ethers')
    const page = await browser.context().newPage()
    const address = emulatorAccount(0)
    await connectAndSignInOnNext(page, url, address)
    expect(existsSync(join(nextApp, '.appkit/siwx')), 'the PGlite data folder').toBe(true)
    await expect
      .poll(async () => (await page.getByTestId('sign-address').textContent())?.toLowerCase())
      .toBe(address.toLowerCase())
    await signWithSignPanel(page, address)
  }, 600_000)

  it("server-side entries on plain Node: @appkit/siwx/verify, @appkit/polkadot/verify and @appkit/cosmos/verify, installed from the registry, verify signatures made with each family's own library", async () => {
    const server = join(work, 'server')
    mkdirSync(server)
    writeFileSync(
      join(server, 'package.json'),
      `${JSON.stringify({ name: 'server', private: true, type: 'module' }, null, 2)}\n`,
    )
    const env = { ...envOutsideRepo(), ...npmEnv() }
    const range = (workspace: string, name: string) =>
      (
        JSON.parse(readFileSync(join(REPO_ROOT, workspace, 'package.json'), 'utf8')) as {
          dependencies: Record<string, string>
        }
      ).dependencies[name]
    await timed('npm install (server entries)', () =>
      sh(
        'npm',
        [
          'install',
          `@appkit/siwx@${version}`,
          `@appkit/polkadot@${version}`,
          `@appkit/cosmos@${version}`,
          'viem@2',
          `@polkadot/util-crypto@${range('namespaces/polkadot', '@polkadot/util-crypto')}`,
          `@cosmjs/amino@${range('namespaces/cosmos', '@cosmjs/amino')}`,
        ],
        server,
        env,
      ),
    )
    copyFileSync(
      join(REPO_ROOT, 'tests/e2e/fixtures/verifyServerEntries.mjs'),
      join(server, 'verify.mjs'),
    )
    const { stdout } = await sh(process.execPath, ['verify.mjs'], server, env)
    expect(JSON.parse(stdout)).toEqual({
      siwxEip155: true,
      siwxEip155OtherMessage: 'refused: signature',
      polkadot: true,
      polkadotOtherMessage: false,
      cosmos: true,
      cosmosOtherMessage: false,
    })
  }, 300_000)
})
