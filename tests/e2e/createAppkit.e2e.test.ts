import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { type PreviewServer, preview } from 'vite'
import { afterAll, inject, it } from 'vitest'
import { connectWithTestWallet } from './harness/connectWithTestWallet.js'
import { freePort } from './harness/freePort.js'
import { REPO_ROOT, runIn, scaffoldWithCli } from './harness/scaffoldWithCli.js'
import { useBrowser } from './harness/useBrowser.js'

// Inside the repository (git-ignored artifacts/), so the apps' file: dependencies resolve.
const workDir = join(REPO_ROOT, 'tests/e2e/artifacts')
mkdirSync(workDir, { recursive: true })
const tempDir = mkdtempSync(join(workDir, 'create-appkit-'))
let viteServer: PreviewServer | undefined
let nextServer: ChildProcess | undefined

afterAll(async () => {
  nextServer?.kill('SIGTERM')
  if (viteServer)
    await new Promise<void>((resolve) => viteServer?.httpServer.close(() => resolve()))
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
  }
}

it('create-appkit --yes writes an app that installs, type-checks, builds with Vite and connects the test wallet', async () => {
  const app = join(tempDir, 'my-app')
  const env = appEnv('VITE_')
  await scaffoldWithCli(app, ['--features', 'analytics,devtools'], env)
  await runIn(app, [join(app, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    ...env,
    NODE_ENV: 'production',
  })

  const port = await freePort()
  viteServer = await preview({
    root: app,
    configFile: false,
    logLevel: 'warn',
    build: { outDir: join(app, 'dist') },
    preview: { host: '127.0.0.1', port, strictPort: true },
  })
  const page = await browser.context().newPage()
  await connectWithTestWallet(page, `http://127.0.0.1:${port}/?testWallet=1`, 'my-app')
}, 90_000)

it('create-appkit --template next-app writes a Next.js App Router app that installs, type-checks, builds, serves and connects the test wallet', async () => {
  const app = join(tempDir, 'my-next-app')
  const env = appEnv('NEXT_PUBLIC_')
  await scaffoldWithCli(app, ['--template', 'next-app', '--features', 'analytics'], env)
  const next = join(app, 'node_modules/next/dist/bin/next')
  await runIn(app, [next, 'build', '--webpack'], { ...env, NODE_ENV: 'production' })

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
}, 240_000)
