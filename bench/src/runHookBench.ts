import { isFailed } from './BenchResults.js'
import { launchChromium } from './browser/launchChromium.js'
import { buildApp } from './buildApp.js'
import { errorText } from './errorText.js'
import { formatHookDispatch } from './formatHookDispatch.js'
import { benchHookDispatch, type HookDispatchResult } from './hotpaths/benchHookDispatch.js'
import { DIST_DIR } from './paths.js'
import { serveStatic } from './serveStatic.js'

const log = (line: string) => console.log(`[bench] ${line}`)

type Outcome = HookDispatchResult | { failed: string }

async function inChromium(): Promise<Outcome> {
  const built = await buildApp('hotpaths', { outDir: `${DIST_DIR}hotpaths` })
  if (!built.outDir) return { failed: 'the hotpaths page did not build' }
  const server = await serveStatic(built.outDir)
  const browser = await launchChromium()
  try {
    const page = await browser.newPage()
    await page.goto(`${server.url}/`)
    await page.waitForFunction('document.body.dataset.ready === "true"')
    return (await page.evaluate('window.__runHookDispatch()')) as HookDispatchResult
  } finally {
    await browser.close()
    await server.close()
  }
}

/**
 * `npm run bench -- --only hooks`: the hook dispatch figures alone, each kind the kernel uses
 * beside tapable's generated code, in Node and then in Chromium.
 */
export async function runHookBench(): Promise<void> {
  log('hook dispatch (Node)')
  const node: Outcome = await benchHookDispatch().catch((error) => ({ failed: errorText(error) }))
  log('hook dispatch (Chromium)')
  const chromium: Outcome = await inChromium().catch((error) => ({ failed: errorText(error) }))
  console.log(['', formatHookDispatch(node, chromium)].join('\n'))
  if (isFailed(node) || isFailed(chromium)) process.exitCode = 1
}
