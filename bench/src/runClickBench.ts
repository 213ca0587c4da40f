import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { BENCH_APPS } from './BENCH_APPS.js'
import { launchChromium } from './browser/launchChromium.js'
import { buildApp } from './buildApp.js'
import { measureAppTimings } from './measureAppTimings.js'
import { type BuildSizes, measureBuildSizes } from './measureBuildSizes.js'
import { BENCH_DIR, DIST_DIR } from './paths.js'
import { type ClickResults, printClickTargets } from './printClickTargets.js'
import { type StaticServer, serveStatic } from './serveStatic.js'
import { startBenchEmulator } from './startBenchEmulator.js'
import { writeResults } from './writeResults.js'

const log = (line: string) => console.log(`[bench] ${line}`)

/**
 * `npm run bench -- --only clicks`: the apps with a modal alone (no sizes of variants, no hot
 * paths, no AllWallets), BENCH_RUNS rounds (default 5) of the click timings and the connect
 * flow, then issue 23's click targets. Writes results/clicks-<date>.json. Never fails on a figure.
 * BENCH_APPS=appkit,rainbowkit keeps only the apps named (a quicker look at one comparison).
 */
export async function runClickBench(): Promise<void> {
  const runs = Number(process.env.BENCH_RUNS ?? 5)
  const cycles = Number(process.env.BENCH_CYCLES ?? 20)
  const peersInstalled = existsSync(join(BENCH_DIR, 'node_modules'))
  const named = process.env.BENCH_APPS?.split(',').map((name) => name.trim())
  const apps = BENCH_APPS.filter(
    (app) =>
      app.hasModal &&
      (peersInstalled || !app.needsPeers) &&
      (named === undefined || named.includes(app.name)),
  )
  const sizeOf = new Map<string, BuildSizes>()
  const servers = new Map<string, StaticServer>()
  for (const app of apps) {
    log(`building ${app.name}`)
    const built = await buildApp(app.name, { outDir: join(DIST_DIR, app.name) })
    sizeOf.set(app.name, measureBuildSizes(built))
    if (built.outDir) servers.set(app.name, await serveStatic(built.outDir))
  }
  const emulator = await startBenchEmulator()
  let browser: Browser | undefined
  try {
    browser = await launchChromium()
    const pageUrl = (name: string) => {
      const server = servers.get(name)
      if (!server) return undefined
      const ours = apps.find((app) => app.name === name)?.kind === 'ours'
      return ours ? `${server.url}/?api=${encodeURIComponent(emulator.urls.api)}` : `${server.url}/`
    }
    const timings = await measureAppTimings(browser, { apps, pageUrl, sizeOf, runs, cycles, log })
    const results: ClickResults = {
      apps: apps.map(({ name, label, kind, onWagmi }) => ({ name, label, kind, onWagmi })),
      settings: { runs, cycles, wallets: 0, rpcCalls: 0 },
      ...timings,
    }
    console.log(printClickTargets(results).join('\n'))
    const date = new Date().toISOString()
    const file = await writeResults('clicks', { date, chromium: browser.version(), ...results })
    log(`results written to ${file}`)
  } finally {
    await browser?.close()
    for (const server of servers.values()) await server.close()
    await emulator.stop()
  }
}
