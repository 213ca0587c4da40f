import { existsSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { cpus, platform } from 'node:os'
import { join } from 'node:path'
import { startEmulator } from '@appkit/emulator'
import type { Browser } from 'playwright-core'
import { BENCH_APPS, OUR_VARIANTS } from './BENCH_APPS.js'
import type { BenchResults, ConnectFlowResult, Outcome } from './BenchResults.js'
import type { BuiltApp } from './BuiltApp.js'
import { launchChromium } from './browser/launchChromium.js'
import { type AllWalletsRun, measureAllWallets } from './browser/measureAllWallets.js'
import { type AppRun, measureAppRun } from './browser/measureAppRun.js'
import { measureConnectFlow } from './browser/measureConnectFlow.js'
import { measureHotPathsInChromium } from './browser/measureHotPathsInChromium.js'
import { buildApp } from './buildApp.js'
import { bundledVersions } from './bundledVersions.js'
import { checkOurBudgets } from './checkOurBudgets.js'
import { errorText } from './errorText.js'
import { generateWallets } from './generateWallets.js'
import { runHotPaths } from './hotpaths/runHotPaths.js'
import { loadBudgets } from './loadBudgets.js'
import { type BuildSizes, measureBuildSizes } from './measureBuildSizes.js'
import { measureOurBudgetFigures } from './measureOurBudgetFigures.js'
import { moduleBreakdown } from './moduleBreakdown.js'
import { WAGMI_PACKAGES } from './oneCopyOfWagmi.js'
import { ourVariantSizes } from './ourVariantSizes.js'
import { BENCH_DIR, DIST_DIR, RESULTS_DIR } from './paths.js'
import { printReport } from './printReport.js'
import { readVersions } from './readVersions.js'
import { runHookBench } from './runHookBench.js'
import { runLoadBench } from './runLoadBench.js'
import { runSizeBench } from './runSizeBench.js'
import { type StaticServer, serveStatic } from './serveStatic.js'
import { startWalletApi } from './startWalletApi.js'
import { stripQuery } from './stripQuery.js'
import { summarizeRuns } from './summarizeRuns.js'

const WALLETS = 600
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
 * size figures alone (runSizeBench), `--only hooks` the hook dispatch figures (runHookBench).
 */
export async function main(argv: readonly string[] = process.argv.slice(2)): Promise<void> {
  const only = argv[argv.indexOf('--only') + 1]
  if (argv.includes('--only')) {
    if (only === 'load') await runLoadBench()
    else if (only === 'size') await runSizeBench()
    else if (only === 'hooks') await runHookBench()
    else throw new Error(`--only takes 'load', 'size' or 'hooks' (got ${String(only)})`)
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

  // 3. Services: the emulator (our app's project API, the local chain), the 600-wallet API.
  const emulator = await attempt('emulator', () =>
    startEmulator({
      apiPort: 0,
      chains: [{ chainId: 31337, name: 'Hardhat', port: 0 }],
      stateFile: false,
      log: () => {},
    }),
  )
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

    // 5. Timings: `runs` rounds, each app once a round, the order rotating.
    const appRuns = new Map<string, AppRun[]>()
    const appFailures = new Map<string, string>()
    for (let round = 0; round < runs; round++) {
      const order = BENCH_APPS.map((_, i) => BENCH_APPS[(i + round) % BENCH_APPS.length]!)
      for (const app of order) {
        const url = pageUrl(app.name)
        if (!url || appFailures.has(app.name)) continue
        log(`round ${round + 1}/${runs}: ${app.name}`)
        const run = await attempt(`${app.name} run ${round + 1}`, () =>
          measureAppRun(browser!, url, { hasModal: app.hasModal, cycles }),
        )
        if ('failed' in run) appFailures.set(app.name, run.failed)
        else appRuns.set(app.name, [...(appRuns.get(app.name) ?? []), run])
      }
    }
    for (const app of BENCH_APPS) {
      const build = builds.get(app.name)
      const failure = build && 'failed' in build ? build.failed : appFailures.get(app.name)
      const done = appRuns.get(app.name)
      browserResults[app.name] = failure
        ? { failed: failure }
        : done
          ? { summary: summarizeRuns(done), runs: done }
          : { failed: 'not run' }
    }

    // 6. The injected-wallet connect flow, once per app with a modal.
    for (const app of BENCH_APPS.filter((candidate) => candidate.hasModal)) {
      const url = pageUrl(app.name)
      const measured = sizeOf.get(app.name)
      if (!url || !measured) {
        connectFlow[app.name] = { failed: 'not built' }
        continue
      }
      log(`connect flow: ${app.name}`)
      connectFlow[app.name] = await attempt<ConnectFlowResult>(
        `${app.name} connect flow`,
        async () => {
          const flow = await measureConnectFlow(browser!, url, {
            connectedText: app.connectedText,
          })
          const origin = new URL(url).origin
          return {
            afterClickGzip: flow.jsAfterClick.reduce(
              (sum, file) => sum + (measured.gzipByFile[file] ?? 0),
              0,
            ),
            files: flow.jsAfterClick,
            clickToConnectedMs: flow.clickToConnectedMs,
            otherOriginRequests: flow.requestsAfterClick
              .filter((request) => new URL(request.url).origin !== origin)
              .map((request) => stripQuery(request.url)),
          }
        },
      )
    }

    // 7. AllWallets with 600 wallets.
    const appkitServer = servers.get('appkit')
    if ('failed' in walletApi) allWallets = walletApi
    else if (!appkitServer) allWallets = { failed: 'our app did not build' }
    else {
      const url = `${appkitServer.url}/?api=${encodeURIComponent(walletApi.url)}`
      const done: AllWalletsRun[] = []
      for (let round = 0; round < runs; round++) {
        log(`AllWallets ${round + 1}/${runs}`)
        const run = await attempt('AllWallets', () => measureAllWallets(browser!, url))
        if ('failed' in run) {
          allWallets = run
          break
        }
        done.push(run)
        allWallets = { runs: done }
      }
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
    budgets: figures ? checkOurBudgets(budgets, figures) : [],
    connectFlowStatic: staticFlow,
    connectFlow,
    browser: browserResults,
    allWallets,
    hotPaths: { node: nodeHotPaths, chromium: chromiumHotPaths },
  }

  console.log(`\n${printReport(results)}`)
  await mkdir(RESULTS_DIR, { recursive: true })
  const file = join(RESULTS_DIR, `${results.date.replace(/[:.]/g, '-')}.json`)
  await writeFile(file, `${JSON.stringify(results, null, 2)}\n`)
  log(`results written to ${file}`)
}
