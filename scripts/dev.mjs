#!/usr/bin/env node
// `npm run dev`: starts the emulator (local chains, project API) and then the demo app against
// it, with no account and no internet. Ctrl+C stops both.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const stateFile = join(root, '.appkit', 'emulator.json')
const children = []

function start(command, args, options = {}) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options })
  children.push(child)
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${args.join(' ')} exited (${signal ?? code}); stopping.`)
      stop(code ?? 1)
    }
  })
  return child
}

let stopping = false
function stop(code = 0) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT')
  setTimeout(() => process.exit(code), 3_000).unref()
  Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) resolve()
          else child.once('exit', resolve)
        }),
    ),
  ).then(() => process.exit(code))
}
process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

// The demo and the emulator run the compiled packages, as an app does: build what changed, then
// keep rebuilding on edits while the demo runs (Vite reloads on each new dist/ file).
if (
  spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: root, stdio: 'inherit' }).status !== 0
)
  process.exit(1)
start(process.execPath, ['scripts/build.mjs', '--watch'], {
  stdio: ['ignore', 'ignore', 'inherit'],
})

rmSync(stateFile, { force: true })
start(process.execPath, ['emulator/bin/appkit-emulator.mjs', ...process.argv.slice(2)])

const deadline = Date.now() + 60_000
while (!existsSync(stateFile)) {
  if (Date.now() > deadline || stopping) {
    console.error('The emulator did not start within 60 s.')
    stop(1)
    break
  }
  await new Promise((resolve) => setTimeout(resolve, 100))
}

if (!stopping) {
  const urls = JSON.parse(readFileSync(stateFile, 'utf8'))
  const env = {
    ...process.env,
    VITE_APPKIT_API_URL: urls.api,
    VITE_APPKIT_PROJECT_ID: urls.projectId,
    VITE_APPKIT_RPC_31337: urls.chains['31337']?.rpcUrl,
    VITE_APPKIT_RPC_1337: urls.chains['1337']?.rpcUrl,
    VITE_APPKIT_TOKEN_ADDRESS: urls.token.address,
  }
  // Vite itself, not through npx: npx's wrapper processes do not pass a stop on, and Vite
  // would outlive this script.
  const vite = join(root, 'node_modules', 'vite', 'bin', 'vite.js')
  start(process.execPath, [vite, '--host', '127.0.0.1', '--port', '5173'], {
    cwd: join(root, 'examples', 'vite-react'),
    env,
  })
  console.log(
    '\n  Demo: http://127.0.0.1:5173/?testWallet=1  (the test wallet is on; untick it to use your own)\n',
  )
}
