import { type BenchResults, isFailed } from './BenchResults.js'
import { CLICK_TARGETS } from './CLICK_TARGETS.js'
import { ms } from './formatNumbers.js'

export type ClickResults = Pick<BenchResults, 'apps' | 'settings' | 'browser' | 'connectFlow'>

type Figure = (results: ClickResults, app: string) => number | undefined

const summary = (results: ClickResults, app: string) => {
  const measured = results.browser[app]
  return measured && !isFailed(measured) ? measured.summary : undefined
}

const FIGURES: { label: string; target: number; against: 'fastest' | 'every'; of: Figure }[] = [
  {
    label: 'click to wallet list, page idle',
    target: CLICK_TARGETS.idleClickToList,
    against: 'fastest',
    of: (results, app) => summary(results, app)?.clickToListMs,
  },
  {
    label: 'click to wallet list, as the button shows',
    target: CLICK_TARGETS.earlyClickToList,
    against: 'every',
    of: (results, app) => summary(results, app)?.clickEarlyToListMs,
  },
  {
    label: 'click to connected',
    target: CLICK_TARGETS.clickToConnected,
    against: 'fastest',
    of: (results, app) => {
      const flow = results.connectFlow[app]
      return flow && !isFailed(flow) ? flow.clickToConnectedMs : undefined
    },
  },
]

/**
 * Issue 23's click targets for `ours` (an app name): each figure beside the fastest peer's (or
 * every peer's), the ratio, and pass or over. Printed, never asserted.
 */
export function printClickTargets(results: ClickResults, ours = 'appkit'): string[] {
  const peers = results.apps.filter((app) => app.kind === 'peer')
  const lines = ['', `Click targets (issue 23), ${ours}, medians of ${results.settings.runs} runs:`]
  for (const figure of FIGURES) {
    const mine = figure.of(results, ours)
    const theirs = peers
      .map((peer) => ({ label: peer.label, value: figure.of(results, peer.name) }))
      .filter((peer): peer is { label: string; value: number } => peer.value !== undefined)
      .sort((a, b) => a.value - b.value)
    if (mine === undefined || theirs.length === 0) {
      lines.push(`  ${figure.label}: not measured`)
      continue
    }
    const compared = figure.against === 'fastest' ? theirs.slice(0, 1) : theirs
    const worst = Math.max(...compared.map((peer) => mine / peer.value))
    const pass = figure.against === 'fastest' ? worst <= figure.target : worst < figure.target
    const beside = compared
      .map((peer) => `${peer.label} ${ms(peer.value)} ms ×${(mine / peer.value).toFixed(2)}`)
      .join(', ')
    const goal = figure.against === 'fastest' ? `≤ ×${figure.target}` : 'below every peer'
    lines.push(
      `  ${figure.label}: ours ${ms(mine)} ms; ${beside}; target ${goal}: ${pass ? 'pass' : 'over'}`,
    )
  }
  return lines
}
