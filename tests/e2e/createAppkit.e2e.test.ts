import { execFile } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { type PreviewServer, preview } from 'vite'
import { afterAll, expect, inject, it } from 'vitest'
import { answerWallet, modalDialog, testWalletOption } from './harness/demoPage.js'
import { freePort } from './harness/freePort.js'
import { useBrowser } from './harness/useBrowser.js'

const run = promisify(execFile)
const repoRoot = new URL('../../', import.meta.url).pathname
// Inside the repository (git-ignored artifacts/), so the app's file: dependencies resolve.
const workDir = join(repoRoot, 'tests/e2e/artifacts')
mkdirSync(workDir, { recursive: true })
const tempDir = mkdtempSync(join(workDir, 'create-appkit-'))
let server: PreviewServer | undefined

afterAll(async () => {
  if (server) await new Promise<void>((resolve) => server?.httpServer.close(() => resolve()))
  rmSync(tempDir, { recursive: true, force: true })
})

const browser = useBrowser()

it('create-appkit --yes writes an app that installs, type-checks, builds with Vite and connects the test wallet', async () => {
  const app = join(tempDir, 'my-app')
  const urls = inject('emulator')
  const env = {
    ...process.env,
    VITE_APPKIT_API_URL: urls.api,
    VITE_APPKIT_PROJECT_ID: urls.projectId,
    VITE_APPKIT_RPC_31337: urls.chains['31337']?.rpcUrl ?? '',
    VITE_APPKIT_RPC_1337: urls.chains['1337']?.rpcUrl ?? '',
  }

  await run(
    process.execPath,
    [join(repoRoot, 'cli/bin/create-appkit.mjs'), app, '--yes', '--features', 'analytics,devtools'],
    { env },
  )
  // The local packages are file: links; react, vite and typescript come from the npm cache.
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: app,
    env,
    timeout: 60_000,
  })
  await run(
    process.execPath,
    [join(app, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', app],
    { env },
  )
  await run(
    process.execPath,
    [join(app, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: app,
      env: { ...env, NODE_ENV: 'production' },
    },
  )

  const port = await freePort()
  server = await preview({
    root: app,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: join(app, 'dist') },
    preview: { host: '127.0.0.1', port, strictPort: true },
  })

  const page = await browser.context().newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`http://127.0.0.1:${port}/?testWallet=1`)
  await page.getByRole('heading', { name: 'my-app', level: 1 }).waitFor()
  await expect
    .poll(() => page.getByTestId('account-status').textContent())
    .toMatch(/^Not connected/)

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await testWalletOption(page).click()
  await answerWallet(page, 'approve', /Connect/)
  await modalDialog(page).waitFor({ state: 'detached' })
  await expect
    .poll(() => page.getByTestId('account-address').textContent())
    .toMatch(/^0x[0-9a-fA-F]{40}$/)
  await expect.poll(() => page.getByTestId('account-network').textContent()).toBe('Hardhat')
  expect(errors).toEqual([])
}, 90_000)
