import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { launchChromium } from './browser/launchChromium.js'
import { buildApp } from './buildApp.js'
import { generateWallets } from './generateWallets.js'
import { measureAllWalletsRuns } from './measureAllWalletsRuns.js'
import { DIST_DIR } from './paths.js'
import { serveStatic } from './serveStatic.js'
import { startBenchEmulator } from './startBenchEmulator.js'
import { startWalletApi } from './startWalletApi.js'
import { writeResults } from './writeResults.js'

const log = (line: string) => console.log(`[bench] ${line}`)

/**
 * `npm run bench -- --only allwallets`: builds our app alone, serves it against the emulator
 * with a `wallets`-long list, runs the AllWallets measurement BENCH_RUNS times (default 5) and
 * prints each run, then the medians against issue 23's targets. Writes
 * results/allwallets-<date>.json. Never fails on a figure.
 */
export async function runAllWalletsBench(wallets: number): Promise<void> {
  const runs = Number(process.env.BENCH_RUNS ?? 5)
  log('building appkit')
  const built = await buildApp('appkit', { outDir: join(DIST_DIR, 'appkit') })
  const emulator = await startBenchEmulator()
  const walletApi = await startWalletApi({
    upstream: emulator.urls.api,
    wallets: generateWallets(wallets),
  })
  const server = await serveStatic(built.outDir ?? join(DIST_DIR, 'appkit'))
  let browser: Browser | undefined
  try {
    browser = await launchChromium()
    const url = `${server.url}/?api=${encodeURIComponent(walletApi.url)}`
    const outcome = await measureAllWalletsRuns(browser, url, { runs, wallets, log })
    const date = new Date().toISOString()
    const file = await writeResults('allwallets', {
      date,
      chromium: browser.version(),
      wallets,
      allWallets: outcome,
    })
    log(`results written to ${file}`)
  } finally {
    await browser?.close()
    await server.close()
    await walletApi.close()
    await emulator.stop()
  }
}
