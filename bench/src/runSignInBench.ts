import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { isFailed, type Outcome } from './BenchResults.js'
import { errorText } from './errorText.js'
import { REPO_ROOT } from './paths.js'

/** The sign-in server figures (issue 26): two instances, one PostgreSQL store. */
export interface SignInFigures {
  signIns: number
  refused: number
  /** Requests that got no answer at all (a connection dropped). */
  lost: number
  concurrency: number
  /** Sign-ins made first and not counted (each process loading its verifier). */
  warmUp: number
  perSecond: number
  p50Ms: number
  p99Ms: number
}

const MEASURE = join(REPO_ROOT, 'plugins/siwx/src/server/testing/measureSignIns.ts')

/**
 * Sign-ins per second and their p50/p99 latency: POST /sessions (parse, verify the EIP-191
 * signature, spend the nonce and keep the session in one transaction) through one port in front
 * of two handler processes sharing a PostgreSQL server from Debian's packages. Run in its own
 * process (siwx's measureSignIns), which starts and stops the servers.
 */
export function measureSignIns(): Promise<SignInFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', MEASURE], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('error', reject)
    child.once('exit', (code) => {
      const line = output.trim().split('\n').at(-1) ?? ''
      try {
        if (code !== 0) throw new Error(`exited with ${code}`)
        resolve(JSON.parse(line) as SignInFigures)
      } catch (error) {
        reject(new Error(`the sign-in bench failed (${errorText(error)}): ${output}`))
      }
    })
  })
}

export function formatSignInFigures(figures: Outcome<SignInFigures>): string {
  if (isFailed(figures)) return `Sign-in server: failed (${figures.failed})`
  const ok = figures
  return [
    'Sign-in server (@appkit/siwx/server, 2 processes behind one port, PostgreSQL store)',
    `  ${ok.signIns} sign-ins after ${ok.warmUp} not counted, ${ok.concurrency} at a time: ${ok.perSecond.toFixed(0)} per second, p50 ${ok.p50Ms.toFixed(1)} ms, p99 ${ok.p99Ms.toFixed(1)} ms, ${ok.refused} refused, ${ok.lost} unanswered`,
  ].join('\n')
}

/** `npm run bench -- --only signins`. */
export async function runSignInBench(): Promise<void> {
  console.log('[bench] sign-in server')
  const figures = await measureSignIns().catch((error) => ({ failed: errorText(error) }))
  console.log(['', formatSignInFigures(figures)].join('\n'))
  if (isFailed(figures)) process.exitCode = 1
}
