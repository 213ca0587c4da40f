import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { type PreviewServer, preview } from 'vite'
import { afterAll, expect, inject, it } from 'vitest'
import { emulatorAccount } from './harness/chainReader.js'
import { connectWithTestWallet } from './harness/connectWithTestWallet.js'
import { answerWallet, modalDialog, testWalletOption } from './harness/demoPage.js'
import { freePort } from './harness/freePort.js'
import { REPO_ROOT, runScript, scaffoldWithCli } from './harness/scaffoldWithCli.js'
import { useBrowser } from './harness/useBrowser.js'

// Inside the repository (git-ignored artifacts/), so the apps' file: dependencies resolve.
const workDir = join(REPO_ROOT, 'tests/e2e/artifacts')
mkdirSync(workDir, { recursive: true })
const tempDir = mkdtempSync(join(workDir, 'create-appkit-'))
const viteServers: PreviewServer[] = []
let nextServer: ChildProcess | undefined

afterAll(async () => {
  nextServer?.kill('SIGTERM')
  for (const server of viteServers)
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
  rmSync(tempDir, { recursive: true, force: true })
})

const browser = useBrowser()

/** The emulator's URLs as the variables a generated app reads (prefix VITE_ or NEXT_PUBLIC_). */
function appEnv(prefix: string): NodeJS.ProcessEnv {
  const urls = inject('emulator')
  return {
    ...process.env,
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

/**
 * Runs a generated Vite app's `npm test` (tsc, appkit doctor) and `npm run build` as its README
 * says, and serves dist/ on a free port; returns its URL.
 */
async function buildAndPreviewVite(app: string, env: NodeJS.ProcessEnv): Promise<string> {
  const tested = await runScript(app, 'test', env)
  // Exit code 0 (runScript throws otherwise): doctor found no error; notes (limits) may follow.
  expect(tested.stdout).toMatch(/appkit\.config\.ts: no (problems found\.|errors;)/)
  await runScript(app, 'build', { ...env, NODE_ENV: 'production' })
  const port = await freePort()
  const server = await preview({
    root: app,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: join(app, 'dist') },
    preview: { host: '127.0.0.1', port, strictPort: true },
  })
  viteServers.push(server)
  return `http://127.0.0.1:${port}`
}

it('create-appkit --yes writes an app that installs, type-checks, builds with Vite and connects the test wallet', async () => {
  const app = join(tempDir, 'my-app')
  const env = appEnv('VITE_')
  // No separate type-check: `npm test` and `npm run build` run tsc.
  await scaffoldWithCli(app, ['--features', 'analytics,devtools'], env, { typeCheck: false })
  const url = await buildAndPreviewVite(app, env)
  const page = await browser.context().newPage()
  await connectWithTestWallet(page, `${url}/?testWallet=1`, 'my-app')
}, 150_000)

it('create-appkit --template next-app writes a Next.js App Router app that installs, type-checks, builds, serves and connects the test wallet', async () => {
  const app = join(tempDir, 'my-next-app')
  const env = appEnv('NEXT_PUBLIC_')
  // `npm test` type-checks (tsc, then appkit doctor); `npm run build` is `next build --webpack`.
  await scaffoldWithCli(app, ['--template', 'next-app', '--features', 'analytics'], env, {
    typeCheck: false,
  })
  const tested = await runScript(app, 'test', env)
  expect(tested.stdout).toContain('appkit.config.ts: no problems found.')
  await runScript(app, 'build', { ...env, NODE_ENV: 'production' })
  const next = join(app, 'node_modules/next/dist/bin/next')

  const port = await freePort()
  const server = spawn(
    process.execPath,
    [next, 'start', '--hostname', '127.0.0.1', '--port', `${port}`],
    {
      cwd: app,
      env: { ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  nextServer = server
  await new Promise<void>((resolve, reject) => {
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (/Ready in|started server/i.test(output)) resolve()
    }
    server.stdout?.on('data', onData)
    server.stderr?.on('data', onData)
    server.once('exit', (code) => reject(new Error(`next start exited (${code}): ${output}`)))
  })
  const page = await browser.context().newPage()
  await connectWithTestWallet(page, `http://127.0.0.1:${port}/?testWallet=1`, 'my-next-app')
}, 360_000)

it("create-appkit --namespaces eip155,solana --features siwx,activity,names: both families' test wallets are offered, and connecting signs in through the emulator's auth service", async () => {
  const app = join(tempDir, 'families-app')
  const env = appEnv('VITE_')
  await scaffoldWithCli(
    app,
    ['--namespaces', 'eip155,solana', '--features', 'siwx,activity,names'],
    env,
    { typeCheck: false },
  )
  const url = await buildAndPreviewVite(app, env)
  // A fresh browser context: no session cookie, so signed out on the emulator's auth service.
  const address = emulatorAccount(0)
  const sessions = `${inject('emulator').api}/auth/v1/sessions?${new URLSearchParams({ chainId: 'eip155:31337', address })}`

  const page = await browser.context().newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`${url}/?testWallet=1`)
  await page.getByRole('heading', { name: 'families-app', level: 1 }).waitFor()
  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  const dialog = modalDialog(page)
  await dialog.getByRole('button', { name: /AppKit Solana Test Wallet/ }).waitFor()
  await testWalletOption(page).click()
  await answerWallet(page, 'approve', /Connect/)
  // siwx (optional): the sign view follows the connection; signing stores the session on the emulator.
  await dialog.getByTestId('siwx-sign-message').waitFor()
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click()
  await answerWallet(page, 'approve', /wants you to sign in with your Ethereum account:/)
  await dialog.waitFor({ state: 'detached' })
  await expect
    .poll(async () => (await page.getByTestId('account-address').textContent())?.toLowerCase())
    .toBe(address.toLowerCase())
  // The session is this browser's (its cookie): asked from the page, the server returns it.
  const stored = await page.evaluate(
    async (url) =>
      (await (await fetch(url, { credentials: 'include' })).json()) as { sessions: unknown[] },
    sessions,
  )
  expect(stored.sessions).toHaveLength(1)
  expect(errors).toEqual([])
}, 180_000)
