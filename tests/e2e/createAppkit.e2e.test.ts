import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { type PreviewServer, preview } from 'vite'
import { afterAll, expect, inject, it } from 'vitest'
import { emulatorAccount } from './harness/chainReader.js'
import { answerWallet, modalDialog, testWalletOption } from './harness/demoPage.js'
import { freePort } from './harness/freePort.js'
import { REPO_ROOT, runScript, scaffoldWithCli } from './harness/scaffoldWithCli.js'
import { signWithSignPanel } from './harness/signWithSignPanel.js'
import { useBrowser } from './harness/useBrowser.js'

// Inside the repository (git-ignored artifacts/), so the app's file: dependencies resolve. What
// a developer installs from the registry (both templates built, served and connected in
// Chromium, `npm run dev`) is publishedApps.e2e.test.ts; this is the other half: in a checkout,
// a new app links the local packages, for trying changes to them. The app is made with
// `--adapter ethers` (the published apps use wagmi), so it is also the ethers app that is built
// and driven in Chromium.
const run = promisify(execFile)
const workDir = join(REPO_ROOT, 'tests/e2e/artifacts')
mkdirSync(workDir, { recursive: true })
const tempDir = mkdtempSync(join(workDir, 'create-appkit-'))
const app = join(tempDir, 'linked-app')
let server: PreviewServer | undefined

afterAll(async () => {
  await new Promise<void>((resolve) =>
    server ? server.httpServer.close(() => resolve()) : resolve(),
  )
  rmSync(tempDir, { recursive: true, force: true })
})

const browser = useBrowser()

/** This environment without APPKIT_ overrides (the setup's VITE_APPKIT_* point at its emulator). */
const envWithoutAppkit = () =>
  Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.includes('APPKIT_')))

it('inside this repository create-appkit --yes links the local packages (file:), and the app installs and passes its `npm test` (tsc, appkit doctor)', async () => {
  const env = envWithoutAppkit()
  await scaffoldWithCli(app, ['--features', 'analytics,devtools', '--adapter', 'ethers'], env, {
    typeCheck: false,
  })
  const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
  }
  expect(manifest.dependencies['@appkit/kernel']).toMatch(/^file:\.\.\/.*\/kernel$/)
  expect(manifest.dependencies['@appkit/ethers']).toMatch(/^file:\.\.\/.*\/interop\/ethers$/)
  const tested = await runScript(app, 'test', env)
  expect(tested.stdout).toMatch(/appkit\.config\.ts: no (problems found\.|errors;)/)
}, 180_000)

it('--adapter ethers: the built app connects the test wallet; its sign panel shows the address from the adapter and signs with its signer (verified with viem)', async () => {
  expect(existsSync(join(app, 'node_modules')), 'the app of the first test').toBe(true)
  const emulator = inject('emulator')
  // `npm test` type-checked the app already: Vite's build alone, against this run's emulator.
  await run(process.execPath, [join(app, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: app,
    env: {
      ...envWithoutAppkit(),
      NODE_ENV: 'production',
      VITE_APPKIT_API_URL: emulator.api,
      VITE_APPKIT_PROJECT_ID: emulator.projectId,
      VITE_APPKIT_RPC_31337: emulator.chains['31337']?.rpcUrl ?? '',
      VITE_APPKIT_RPC_1337: emulator.chains['1337']?.rpcUrl ?? '',
      VITE_APPKIT_TEST_WALLET: '1',
    },
    timeout: 180_000,
  })
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
  await page.getByRole('heading', { name: 'linked-app', level: 1 }).waitFor()
  expect(await page.getByTestId('sign-address').textContent()).toBe('no wallet connected')
  expect(await page.getByRole('button', { name: 'Sign message' }).isDisabled()).toBe(true)

  await page.getByRole('button', { name: 'Connect Wallet' }).click()
  await testWalletOption(page).click()
  await answerWallet(page, 'approve', /Connect/)
  await modalDialog(page).waitFor({ state: 'detached' })
  const address = emulatorAccount(0)
  // The address the adapter's subscribe reported, beside the kit's own account card.
  const lower = (testId: string) => async () =>
    (await page.getByTestId(testId).textContent())?.toLowerCase()
  await expect.poll(lower('sign-address')).toBe(address.toLowerCase())
  await expect.poll(lower('account-address')).toBe(address.toLowerCase())
  await signWithSignPanel(page, address)
  expect(errors).toEqual([])
}, 240_000)
