import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export interface SiwxInstance {
  url: string
  stop(): Promise<void>
}

const WORKER = fileURLToPath(new URL('./runSiwxInstance.ts', import.meta.url))

/**
 * A sign-in server instance in a separate Node process (runSiwxInstance through tsx), over a
 * shared PostgreSQL or Redis store: what one machine behind a load balancer runs.
 */
export function startSiwxInstance(options: {
  name: string
  store: 'postgres' | 'redis'
  storeUrl: string
  origins: readonly string[]
}): Promise<SiwxInstance> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', WORKER], {
    env: {
      ...process.env,
      SIWX_INSTANCE: options.name,
      SIWX_STORE: options.store,
      SIWX_STORE_URL: options.storeUrl,
      SIWX_ORIGINS: options.origins.join(','),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString()
  })
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref()
    })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop()
      reject(new Error(`instance ${options.name} did not start in 30 s: ${errors}`))
    }, 30_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      const match = /listening (\S+)/.exec(chunk.toString())
      if (!match) return
      clearTimeout(timer)
      resolve({ url: match[1] as string, stop })
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`instance ${options.name} exited (${code}): ${errors}`))
    })
  })
}
