// `npm run bench` runs this (bench/src/runSignInBench.ts): sign-ins per second through two
// handler instances in separate processes, behind one port, sharing one PostgreSQL store, and
// the p50/p99 latency of a sign-in. Prints one JSON line: the figures.
import { signSession } from '../../testing/signSession.js'
import { startOneDoorProxy } from './startOneDoorProxy.js'
import { startPostgresServer } from './startPostgresServer.js'
import { startSiwxInstance } from './startSiwxInstance.js'

const ORIGIN = 'https://app.example'
const SIGN_INS = Number(process.env.SIGN_INS ?? 2000)
const CONCURRENCY = Number(process.env.SIGN_IN_CONCURRENCY ?? 32)
const WARM_UP = 64

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
}

const postgres = await startPostgresServer()
const instances = await Promise.all(
  ['A', 'B'].map((name) =>
    startSiwxInstance({
      name,
      store: 'postgres',
      storeUrl: postgres.connectionString,
      origins: [ORIGIN],
    }),
  ),
)
const door = await startOneDoorProxy(instances.map((instance) => instance.url))
try {
  const headers = { origin: ORIGIN, 'content-type': 'application/json' }
  // Signing is the wallet's work, not the server's: nonces are fetched and messages signed first.
  const nonces: string[] = []
  const total = SIGN_INS + WARM_UP
  for (let i = 0; i < total; i += CONCURRENCY) {
    const batch = Array.from({ length: Math.min(CONCURRENCY, total - i) }, async () => {
      const answer = await fetch(`${door.url}/api/auth/nonce`, { headers })
      return ((await answer.json()) as { nonce: string }).nonce
    })
    nonces.push(...(await Promise.all(batch)))
  }
  const bodies = await Promise.all(
    nonces.map(async (nonce, i) =>
      JSON.stringify(await signSession({ nonce, domain: 'app.example', accountIndex: i % 20 })),
    ),
  )
  // Each process loads its verifier (viem) on its first sign-ins: those are not the steady state.
  const warmUp = bodies.splice(0, WARM_UP)
  await Promise.all(
    warmUp.map((body) =>
      fetch(`${door.url}/api/auth/sessions`, { method: 'POST', headers, body }).then((answer) =>
        answer.arrayBuffer(),
      ),
    ),
  )
  const latencies: number[] = []
  let refused = 0
  let lost = 0
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < bodies.length) {
        const body = bodies[next++] as string
        const sent = performance.now()
        try {
          const answer = await fetch(`${door.url}/api/auth/sessions`, {
            method: 'POST',
            headers,
            body,
          })
          await answer.arrayBuffer()
          latencies.push(performance.now() - sent)
          if (!answer.ok) refused++
        } catch {
          lost++
        }
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  console.log(
    JSON.stringify({
      signIns: bodies.length,
      refused,
      lost,
      concurrency: CONCURRENCY,
      warmUp: WARM_UP,
      perSecond: bodies.length / seconds,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
    }),
  )
} finally {
  await door.close()
  await Promise.all(instances.map((instance) => instance.stop()))
  await postgres.stop()
}
