import { spawn } from 'node:child_process'

export interface SpawnedServer {
  /** Stops the process with `stopSignal`, then SIGKILL if it has not exited within 5 s. */
  stop(): Promise<void>
}

export interface SpawnServerOptions {
  /** Names the server in errors. */
  name: string
  /** Printed (stdout or stderr) once the server accepts connections. */
  ready: RegExp
  /** Run as this user (uid, gid) instead of ours. */
  user?: { uid: number; gid: number }
  cwd?: string
  stopSignal?: NodeJS.Signals
  timeoutMs?: number
}

/**
 * TEST HELPER: starts a database server and resolves once it says it is ready; rejects with its
 * output if it exits or takes longer than `timeoutMs`.
 */
export function spawnServer(
  command: string,
  args: readonly string[],
  options: SpawnServerOptions,
): Promise<SpawnedServer> {
  const { name, ready, user, cwd, stopSignal = 'SIGTERM', timeoutMs = 15_000 } = options
  const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], ...user })
  let output = ''
  const exited = new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.once('error', () => resolve())
  })
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill(stopSignal)
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
    await exited
    clearTimeout(timer)
  }
  return new Promise((resolve, reject) => {
    let settled = false
    const fail = (reason: string) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      void stop()
      reject(new Error(`${name} ${reason}: ${command} ${args.join(' ')}\n${output.slice(-4000)}`))
    }
    const timer = setTimeout(() => fail(`was not ready within ${timeoutMs} ms`), timeoutMs)
    const read = (chunk: Buffer) => {
      if (settled) return
      output += chunk.toString()
      if (!ready.test(output)) return
      settled = true
      clearTimeout(timer)
      resolve({ stop })
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.once('error', (error) => fail(`could not start (${error.message})`))
    child.once('exit', (code, signal) => fail(`exited (${signal ?? code}) before it was ready`))
  })
}
