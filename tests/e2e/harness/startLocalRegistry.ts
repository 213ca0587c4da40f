import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { freePort } from './freePort.js'

const READY_TIMEOUT_MS = 30_000
const STOP_TIMEOUT_MS = 5_000

export type LocalRegistry = {
  url: string
  /** npm's settings for this registry: its URL, a throwaway token, and a cache of its own. */
  npmEnv: Record<string, string>
  stop: () => Promise<void>
}

/**
 * Starts Verdaccio 5 on a free port with its storage in `dir`. `@appkit/*` and `create-appkit`
 * come only from what is published to it (no uplink: a real package of that name on the public
 * registry must never be installed instead); everything else is proxied to the public registry.
 * npm is pointed at it by environment only: the user's own npm config is neither read nor
 * changed. Publishing needs no account (npm wants some token, so a throwaway one is set).
 */
export async function startLocalRegistry(
  dir: string,
  upstream = 'https://registry.npmjs.org/',
): Promise<LocalRegistry> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}/`
  mkdirSync(dir, { recursive: true })
  const config = join(dir, 'config.yaml')
  writeFileSync(
    config,
    [
      `storage: ${JSON.stringify(join(dir, 'storage'))}`,
      'max_body_size: 200mb',
      'web: { enable: false }',
      'log: { type: stdout, format: pretty, level: warn }',
      'uplinks:',
      `  npmjs: { url: ${JSON.stringify(upstream)}, timeout: 60s, maxage: 30m, cache: false, max_fails: 10, fail_timeout: 10s }`,
      'packages:',
      "  '@appkit/*': { access: $all, publish: $all, unpublish: $all }",
      "  'create-appkit': { access: $all, publish: $all, unpublish: $all }",
      "  '**': { access: $all, publish: $all, proxy: npmjs }",
      '',
    ].join('\n'),
  )
  const userconfig = join(dir, 'npmrc')
  writeFileSync(userconfig, `//127.0.0.1:${port}/:_authToken=throwaway-local-token\n`)
  const npmEnv = {
    npm_config_registry: url,
    npm_config_userconfig: userconfig,
    npm_config_cache: join(dir, 'npm-cache'),
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    // What this registry serves does not change once published: no need to ask it again for a
    // document the shared cache holds (the second app reuses the first one's downloads).
    npm_config_prefer_offline: 'true',
  }

  const bin = join(
    dirname(createRequire(import.meta.url).resolve('verdaccio/package.json')),
    'bin/verdaccio',
  )
  const child = spawn(
    process.execPath,
    [bin, '--config', config, '--listen', `127.0.0.1:${port}`],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const killLater = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS)
    await exited
    clearTimeout(killLater)
  }

  const deadline = Date.now() + READY_TIMEOUT_MS
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Verdaccio exited before it was ready:\n${output}`)
    if (await answers(`${url}-/ping`)) break
    if (Date.now() > deadline) {
      await stop()
      throw new Error(
        `Verdaccio did not answer on ${url} within ${READY_TIMEOUT_MS} ms:\n${output}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return { url, npmEnv, stop }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok
  } catch {
    return false
  }
}
