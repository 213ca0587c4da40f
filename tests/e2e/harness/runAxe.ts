import axe from 'axe-core'
import type { Page } from 'playwright-core'

export interface AxeFinding {
  id: string
  impact: string | null
  help: string
  targets: string[]
  /** Each node's markup and axe's summary of what fails there: what to fix. */
  nodes: string[]
}

/**
 * Runs axe-core in the page on the modal's shadow host (axe walks open shadow roots) and
 * returns the violations. axe is injected with page.evaluate, which goes through the DevTools
 * protocol: the page's strict CSP (no inline scripts) does not apply to it, so the test sees
 * the page exactly as served.
 */
export async function runAxeOnModal(
  page: Page,
  host = '[data-appkit-modal]',
): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(axe.source)
  return page.evaluate(async (hostSelector) => {
    const runner = (window as unknown as { axe: typeof axe }).axe
    const results = await runner.run({ include: [[hostSelector]] }, { resultTypes: ['violations'] })
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => JSON.stringify(node.target)),
      nodes: violation.nodes.map(
        (node) => `${node.html.slice(0, 300)} :: ${node.failureSummary ?? ''}`,
      ),
    }))
  }, host)
}
