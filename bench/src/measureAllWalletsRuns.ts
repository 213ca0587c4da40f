import type { Browser } from 'playwright-core'
import type { Outcome } from './BenchResults.js'
import { type AllWalletsRun, measureAllWallets } from './browser/measureAllWallets.js'
import { errorText } from './errorText.js'
import { formatAllWalletsRun, formatAllWalletsTargets } from './formatAllWalletsRuns.js'

/**
 * `runs` AllWallets runs against our app at `url`, each printed as it ends, then the medians
 * beside the targets. Stops at the first failed run (its error is the outcome).
 */
export async function measureAllWalletsRuns(
  browser: Browser,
  url: string,
  options: { runs: number; wallets: number; log: (line: string) => void },
): Promise<Outcome<{ runs: AllWalletsRun[] }>> {
  const { runs, wallets, log } = options
  const done: AllWalletsRun[] = []
  for (let round = 0; round < runs; round++) {
    try {
      const run = await measureAllWallets(browser, url)
      done.push(run)
      log(`AllWallets ${round + 1}/${runs}: ${formatAllWalletsRun(run)}`)
    } catch (error) {
      log(`AllWallets failed: ${errorText(error)}`)
      return { failed: errorText(error) }
    }
  }
  if (done.length > 0) console.log(`\n${formatAllWalletsTargets(done, wallets)}\n`)
  return { runs: done }
}
