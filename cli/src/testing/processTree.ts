import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { connect } from 'node:net'

/** Whether something accepts TCP connections at the URL's host and port. */
export function isListening(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port) })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

/** Running (a zombie waiting to be reaped counts as gone). */
export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return false
  }
}

/** Every process under `pid` (Linux `ps`): children, grandchildren... */
export function descendantsOf(pid: number): number[] {
  let children: number[] = []
  try {
    children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((child) => child > 0)
  } catch {
    // ps exits 1 when there is none.
  }
  return children.flatMap((child) => [child, ...descendantsOf(child)])
}

/** SIGKILLs `pid` and everything under it (test clean-up after a failed assertion). */
export function killTree(pid: number): void {
  for (const each of [...descendantsOf(pid), pid]) {
    try {
      process.kill(each, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }
}
