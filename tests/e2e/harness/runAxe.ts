import axe from 'axe-core'
import type { Page } from 'playwright-core'

export interface AxeFinding {
  id: string
  impact: string | null
  help: string
  targets: string[]
}

/**
 * Runs axe-core in the page on the modal's shadow host (axe walks open shadow roots) and
 * returns the violations. axe is injected with page.evaluate, which goes through the DevTools
 * protocol: the page's strict CSP (no inline scripts) does not apply to it, so the test sees
 * the page exactly as served.
 */
export async function runAxeOnModal(page: Page): Promise<AxeFinding[]> {
  const loaded = await page.evaluate(() => 'axe' in window)
  if (!loaded) await page.evaluate(axe.source)
  return page.evaluate(async () => {
    const runner = (window as unknown as { axe: typeof axe }).axe
    const results = await runner.run(
      { include: [['[data-appkit-modal]']] },
      { resultTypes: ['violations'] },
    )
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => JSON.stringify(node.target)),
    }))
  })
}

/** The findings a user with assistive technology would be blocked or badly hindered by. */
export function seriousOrCritical(findings: readonly AxeFinding[]): AxeFinding[] {
  return findings.filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
}
