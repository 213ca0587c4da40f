import { existsSync } from 'node:fs'
import { cpus, platform } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { BENCH_APPS, OUR_VARIANTS } from './BENCH_APPS.js'
import type { BenchResults, Outcome } from './BenchResults.js'
import type { BuiltApp } from './BuiltApp.js'
import { launchChromium } from './browser/launchChromium.js'
import { measureHotPathsInChromium } from './browser/measureHotPathsInChromium.js'
import { buildApp } from './buildApp.js'
import { bundledVersions } from './bundledVersions.js'
import { checkOurBudgets } from './checkOurBudgets.js'
import { errorText } from './errorText.js'
import { generateWallets } from './generateWallets.js'
import { runHotPaths } from './hotpaths/runHotPaths.js'
import { loadBudgets } from './loadBudgets.js'
import { localeChunkSizes } from './localeChunkSizes.js'
import { measureAllWalletsRuns } from './measureAllWalletsRuns.js'
import { measureAppTimings } from './measureAppTimings.js'
import { type BuildSizes, measureBuildSizes } from './measureBuildSizes.js'
import { measureOurBudgetFigures } from './measureOurBudgetFigures.js'
import { moduleBreakdown } from './moduleBreakdown.js'
import { WAGMI_PACKAGES } from './oneCopyOfWagmi.js'
import { ourVariantSizes } from './ourVariantSizes.js'
import { BENCH_DIR, DIST_DIR } from './paths.js'
import { printReport } from './printReport.js'
import { readVersions } from './readVersions.js'
import { runAllWalletsBench } from './runAllWalletsBench.js'
import { runClickBench } from './runClickBench.js'
import { runHookBench } from './runHookBench.js'
import { runLoadBench } from './runLoadBench.js'
import { formatSignInFigures, measureSignIns, runSignInBench } from './runSignInBench.js'
import { runSizeBench } from './runSizeBench.js'
import { type StaticServer, serveStatic } from './serveStatic.js'
import { startBenchEmulator } from './startBenchEmulator.js'
import { startWalletApi } from './startWalletApi.js'
import { writeResults } from './writeResults.js'

const WALLETS = 1000
const RPC_CALLS = 10_000

const log = (line: string) => console.log(`[bench] ${line}`)

async function attempt<T>(label: string, run: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return await run()
  } catch (error) {
    log(`${label} failed: ${errorText(error)}`)
    return { failed: errorText(error) }
  }
}

/**
 * `npm run bench`: builds, sizes, browser runs, hot paths; prints the table, writes the JSON.
 * `npm run bench -- --only load` runs the load figures alone (runLoadBench), `--only size` the
 * size figures alone (runSizeBench), `--only hooks` the hook dispatch figures (runHookBench),
 * `--only allwallets` the AllWallets scroll and search figures (runAllWalletsBench), `--only
 * clicks` the apps' click timings and connect flow against issue 23's targets (runClickBench),
 * `--only signins` the sign-in server's throughput (runSignInBench).
 */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  const only = argv[argv.indexOf('--only') + 1]
  if (argv.includes('--only')) {
    if (only === 'load') await runLoadBench()
    else if (only === 'size') await runSizeBench()
    else if (only === 'hooks') await runHookBench()
    else if (only === 'allwallets') await runAllWalletsBench(WALLETS)
    else if (only === 'clicks') await runClickBench()
    else if (only === 'signins') await runSignInBench()
    else
      throw new Error(
        `--only takes 'load', 'size', 'hooks', 'allwallets', 'clicks' or 'signins' (got ${String(only)})`,
      )
    return
  }
  const runs = Number(process.env.BENCH_RUNS ?? 5)
  const cycles = Number(process.env.BENCH_CYCLES ?? 200)
  const peersInstalled = existsSync(join(BENCH_DIR, 'node_modules'))

  // 1. Builds, each written under bench/dist/<app> to be served.
  const builds = new Map<string, Outcome<BuiltApp>>()
  const toBuild = [
    ...BENCH_APPS.map((app) => ({ name: app.name, needsPeers: app.needsPeers })),
    ...OUR_VARIANTS.filter((variant) => variant.name !== 'appkit').map((variant) => ({
      name: variant.name,
      needsPeers: false,
    })),
    { name: 'hotpaths', needsPeers: false },
  ]
  for (const { name, needsPeers } of toBuild) {
    if (needsPeers && !peersInstalled) {
      builds.set(name, { failed: 'peers not installed (npm ci --prefix bench)' })
      continue
    }
    log(`building ${name}`)
    builds.set(
      name,
      await attempt(`build ${name}`, () => buildApp(name, { outDir: join(DIST_DIR, name) })),
    )
  }
  const built = (name: string) => {
    const build = builds.get(name)
    return build && !('failed' in build) ? build : undefined
  }

  // 2. Sizes.
  const sizes: BenchResults['sizes'] = {}
  const sizeOf = new Map<string, BuildSizes>()
  for (const [name, build] of builds) {
    if ('failed' in build) {
      sizes[name] = build
      continue
    }
    const measured = measureBuildSizes(build)
    sizeOf.set(name, measured)
    const { gzipByFile: _files, ...rest } = measured
    sizes[name] = { ...rest, buildMs: build.buildMs }
  }
  const ourVariants = ourVariantSizes(sizeOf)
  const wagmiVersions: BenchResults['wagmiVersions'] = {}
  for (const app of BENCH_APPS.filter((candidate) => candidate.onWagmi)) {
    const build = built(app.name)
    if (build) wagmiVersions[app.name] = bundledVersions(build, WAGMI_PACKAGES)
  }
  const ours = built('appkit')
  const baseline = built('baseline')
  const budgets = loadBudgets()
  const figures = ours && baseline ? measureOurBudgetFigures(baseline, ours) : undefined
  const ourInitial =
    ours && sizeOf.get('appkit')
      ? (() => {
          const breakdown = moduleBreakdown(ours, sizeOf.get('appkit')!.initialFiles)
          return { packages: breakdown.packages, modules: breakdown.modules.slice(0, 40) }
        })()
      : undefined
  const localeChunks =
    ours && sizeOf.get('appkit')
      ? localeChunkSizes(ours, sizeOf.get('appkit')!.initialFiles)
      : undefined

  // 3. Services: the emulator (our app's project API, the local chain), the WALLETS-long wallet API.
  const emulator = await attempt('emulator', () => startBenchEmulator())
  const emulatorUrls = 'failed' in emulator ? undefined : emulator.urls
  const rpcUrl = emulatorUrls?.chains['31337']?.rpcUrl ?? 'http://127.0.0.1:9'
  const walletApi = emulatorUrls
    ? await attempt('wallet API', () =>
        startWalletApi({ upstream: emulatorUrls.api, wallets: generateWallets(WALLETS) }),
      )
    : { failed: 'the emulator did not start' }

  // 4. Hot paths in Node first, before Chromium shares the two cores.
  log('hot paths (Node)')
  const nodeHotPaths = await attempt('hot paths (Node)', () => runHotPaths(rpcUrl, RPC_CALLS))

  const servers = new Map<string, StaticServer>()
  for (const [name, build] of builds) {
    if (!('failed' in build) && build.outDir) servers.set(name, await serveStatic(build.outDir))
  }
  const pageUrl = (name: string) => {
    const server = servers.get(name)
    if (!server) return undefined
    // Our apps get the emulator as their project API; the peers use their own (offline) clouds.
    const ours = BENCH_APPS.find((app) => app.name === name)?.kind === 'ours'
    return ours && emulatorUrls
      ? `${server.url}/?api=${encodeURIComponent(emulatorUrls.api)}`
      : `${server.url}/`
  }

  let browser: Browser | undefined
  const browserResults: BenchResults['browser'] = {}
  const connectFlow: BenchResults['connectFlow'] = {}
  let allWallets: BenchResults['allWallets'] = { failed: 'not run' }
  let chromiumHotPaths: BenchResults['hotPaths']['chromium'] = { failed: 'not run' }
  let chromiumVersion = 'unknown'
  try {
    browser = await launchChromium()
    chromiumVersion = browser.version()

    // 5. and 6. Timings: every app `runs` rounds, the order rotating; the connect flow each round.
    const timings = await measureAppTimings(browser, {
      apps: BENCH_APPS,
      pageUrl,
      sizeOf,
      runs,
      cycles,
      log,
    })
    Object.assign(browserResults, timings.browser)
    Object.assign(connectFlow, timings.connectFlow)

    // 7. AllWallets with 1,000 wallets (alone: `--only allwallets`).
    const appkitServer = servers.get('appkit')
    if ('failed' in walletApi) allWallets = walletApi
    else if (!appkitServer) allWallets = { failed: 'our app did not build' }
    else {
      const url = `${appkitServer.url}/?api=${encodeURIComponent(walletApi.url)}`
      allWallets = await measureAllWalletsRuns(browser, url, { runs, wallets: WALLETS, log })
    }

    // 8. Hot paths in Chromium.
    const hotPathsServer = servers.get('hotpaths')
    log('hot paths (Chromium)')
    chromiumHotPaths = hotPathsServer
      ? await attempt('hot paths (Chromium)', () =>
          measureHotPathsInChromium(browser!, hotPathsServer.url, rpcUrl),
        )
      : { failed: 'the hotpaths page did not build' }
  } catch (error) {
    log(`browser runs stopped: ${errorText(error)}`)
  } finally {
    await browser?.close()
  }

  for (const server of servers.values()) await server.close()
  if (!('failed' in walletApi)) await walletApi.close()
  if (!('failed' in emulator)) await emulator.stop()

  const staticFlow = figures
    ? {
        files: figures.connectFlowFiles,
        afterClickGzip: figures.connectFlowAfterClickBytes,
        missing: figures.connectFlowMissing,
      }
    : undefined
  const results: BenchResults = {
    date: new Date().toISOString(),
    machine: {
      node: process.version,
      chromium: chromiumVersion,
      cpus: cpus().length,
      platform: platform(),
    },
    settings: { runs, cycles, wallets: WALLETS, rpcCalls: RPC_CALLS },
    versions: readVersions(),
    apps: BENCH_APPS.map(({ name, label, kind, onWagmi }) => ({ name, label, kind, onWagmi })),
    sizes,
    wagmiVersions,
    ourVariants,
    ourInitial,
    localeChunks,
    budgets: figures ? checkOurBudgets(budgets, figures) : [],
    connectFlowStatic: staticFlow,
    connectFlow,
    browser: browserResults,
    allWallets,
    hotPaths: { node: nodeHotPaths, chromium: chromiumHotPaths },
    signIns: await attempt('sign-in server', () => measureSignIns()),
  }

  console.log(`\n${printReport(results)}`)
  console.log(`\n${formatSignInFigures(results.signIns)}`)
  const file = await writeResults('', results)
  log(`results written to ${file}`)
}
