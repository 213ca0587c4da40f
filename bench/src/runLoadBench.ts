import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { LOAD_BOUNDS } from './browser/LOAD_BOUNDS.js'
import { launchChromium } from './browser/launchChromium.js'
import { measureLoad } from './browser/measureLoad.js'
import { buildApp } from './buildApp.js'
import { generateWallets } from './generateWallets.js'
import { DIST_DIR } from './paths.js'
import { printLoadFigures } from './printLoadFigures.js'
import { serveStatic } from './serveStatic.js'
import { startBenchEmulator } from './startBenchEmulator.js'
import { startWalletApi } from './startWalletApi.js'
import { writeResults } from './writeResults.js'

const log = (line: string) => console.log(`[bench] ${line}`)

/**
 * `npm run bench -- --only load`: builds bench/apps/load, serves it against the emulator with
 * a 1,000-wallet list, runs the load scenarios in Chromium and prints each figure beside its
 * bound (pass/over). Writes results/load-<date>.json. Never fails on a figure.
 */
export async function runLoadBench(): Promise<void> {
  log('building load')
  const built = await buildApp('load', { outDir: join(DIST_DIR, 'load') })
  const emulator = await startBenchEmulator({ solana: false })
  const walletApi = await startWalletApi({
    upstream: emulator.urls.api,
    wallets: generateWallets(LOAD_BOUNDS.allWallets.wallets),
  })
  const server = await serveStatic(built.outDir ?? join(DIST_DIR, 'load'))
  let browser: Browser | undefined
  try {
    browser = await launchChromium()
    const figures = await measureLoad(
      browser,
      `${server.url}/?api=${encodeURIComponent(walletApi.url)}`,
    )
    console.log(`\n${printLoadFigures(figures)}\n`)
    const over = figures.filter((row) => !row.pass).length
    log(over === 0 ? 'load: every figure within its bound' : `load: ${over} figure(s) over`)
    const date = new Date().toISOString()
    const file = await writeResults('load', {
      date,
      chromium: browser.version(),
      bounds: LOAD_BOUNDS,
      figures,
    })
    log(`results written to ${file}`)
  } finally {
    await browser?.close()
    await server.close()
    await walletApi.close()
    await emulator.stop()
  }
}
