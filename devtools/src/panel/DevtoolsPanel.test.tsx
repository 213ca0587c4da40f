import { VIEW_NAMES } from '@appkit/kernel'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { createDevtoolsCapture } from '../capture/createDevtoolsCapture.js'
import type { DevtoolsSession } from '../session/DevtoolsSession.js'
import { createTestKit, TEST_HASH } from '../testing/createTestKit.js'
import type { DevtoolsTabId } from './DEVTOOLS_TABS.js'
import { DevtoolsPanel } from './DevtoolsPanel.js'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup()
})

function setUp() {
  const kit = createTestKit()
  const capture = createDevtoolsCapture(kit, { now: () => Date.UTC(2025, 0, 1, 12) })
  cleanups.push(() => {
    capture.detach()
    kit.destroy()
  })
  return { kit, capture }
}

function render(capture: ReturnType<typeof setUp>['capture'], tab?: DevtoolsTabId) {
  // React separates adjacent text nodes with <!-- --> on the server; the page shows one text.
  return renderToString(
    <DevtoolsPanel capture={capture} initialOpen {...(tab ? { initialTab: tab } : {})} />,
  ).replaceAll('<!-- -->', '')
}

/** Counts a pattern in markup. */
const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0

describe('DevtoolsPanel markup (keyboard and screen reader)', () => {
  it('closed, it is only a floating button that says whether the drawer is open', () => {
    const { capture } = setUp()
    const html = renderToString(<DevtoolsPanel capture={capture} />)
    expect(html).toMatch(
      /<button type="button" class="dt-toggle" aria-expanded="false"[^>]*>AppKit devtools<\/button>/,
    )
    expect(html).not.toContain('dt-drawer')
  })

  it('open: a labelled region (not a dialog: no focus trap), a focusable resize separator, a tablist of six button tabs', () => {
    const { capture } = setUp()
    const html = render(capture)
    expect(html).toContain('aria-expanded="true"')
    expect(html).toMatch(/<section id="[^"]+" class="dt-drawer" aria-label="AppKit devtools"/)
    expect(html).not.toContain('role="dialog"')
    expect(html).not.toContain('aria-modal')
    expect(html).toMatch(
      /role="separator" aria-orientation="horizontal" aria-label="Resize devtools"[^>]*aria-valuenow="320"[^>]*tabindex="0"/,
    )
    expect(html).toContain('role="tablist"')
    expect(count(html, /<button type="button" role="tab"/)).toBe(6)
    expect(count(html, /aria-selected="true"/)).toBe(1)
    expect(html).toMatch(
      /role="tab" class="dt-tab" id="([^"]+)-tab-events" aria-selected="true" aria-controls="\1-panel-events" tabindex="0"/,
    )
    expect(count(html, /role="tab"[^>]*tabindex="-1"/)).toBe(5)
    expect(count(html, /role="tabpanel"/)).toBe(6)
    expect(count(html, /role="tabpanel"[^>]*hidden=""/)).toBe(5)
    // Every control is a real button (the file input is hidden behind the Import button).
    expect(html).not.toMatch(/<(div|span|a)[^>]*onclick/i)
    for (const label of ['Pause', 'Clear', 'Export', 'Import', 'Close']) {
      expect(html).toMatch(new RegExp(`<button type="button"[^>]*>${label}</button>`))
    }
  })

  it('Events lists the connect hooks in order, each row a button that expands to its payload', async () => {
    const { kit, capture } = setUp()
    await kit.connect('test.wallet')
    const html = render(capture, 'events')
    const names = [...html.matchAll(/data-name="([^"]+)"/g)].map((m) => m[1])
    const connect = names.filter((n) => ['beforeConnect', 'connected', 'afterConnect'].includes(n!))
    expect(connect).toEqual(['beforeConnect', 'connected', 'afterConnect'])
    expect(html).toMatch(/<button type="button" class="dt-row-toggle" aria-expanded="false">/)
    expect(html).toMatch(/class="dt-time">\d\d:\d\d:\d\d\.\d{3}</)
  })

  it('RPC lists a wallet eth_sendTransaction with its transaction hash, source, status and retries', () => {
    const { kit, capture } = setUp()
    const started = {
      id: 3,
      kind: 'json-rpc' as const,
      method: 'POST',
      url: 'eip1193:test.wallet',
      body: { method: 'eth_sendTransaction', params: [{ to: '0x1' }] },
      batchSize: 1,
      rpcMethods: ['eth_sendTransaction'],
      source: 'wallet:test.wallet',
    }
    kit.hooks.requestStarted.call(started)
    kit.hooks.requestFinished.call({
      ...started,
      attempts: 3,
      durationMs: 42,
      status: undefined,
      ok: true,
      response: TEST_HASH,
    })
    const html = render(capture, 'rpc')
    expect(html).toContain('wallet:test.wallet')
    expect(html).toContain('eth_sendTransaction')
    expect(html).toMatch(new RegExp(`data-testid="devtools-request-outcome">${TEST_HASH}<`))
    expect(html).toContain('2 retries')
    expect(html).toContain('42 ms')
  })

  it('State, Router and Gates show the registry, the views (unregistered ones marked) and every gate', async () => {
    const { kit, capture } = setUp()
    await kit.connect('test.wallet')
    expect(render(capture, 'state')).toContain('data-testid="devtools-active-namespace">eip155<')
    const router = render(capture, 'router')
    for (const view of VIEW_NAMES) expect(router).toContain(view)
    expect(router).toContain('Swap (not registered)')
    expect(router).toMatch(/<button type="button">Show view<\/button>/)
    const gates = render(capture, 'gates')
    expect(count(gates, /data-testid="devtools-gate"/)).toBe(
      Object.keys(kit.gates.features()).length,
    )
  })

  it('an imported session shows the banner, read-only (pause, clear and Show view disabled)', () => {
    const { capture } = setUp()
    const session: DevtoolsSession = {
      ...capture.exportSession(),
      emulator: {
        status: 'present',
        api: 'http://127.0.0.1:4100',
        checkedAt: 0,
        chains: [
          {
            chainId: 31337,
            name: 'Hardhat',
            rpcUrl: 'http://127.0.0.1:8545',
            blockNumber: 7,
            accounts: [{ address: '0xabc', balanceWei: '1000000000000000000' }],
          },
        ],
        analytics: { available: true, items: [{ event: 'MODAL_OPEN' }] },
        mailbox: { available: false, reason: 'HTTP 404' },
      },
    }
    capture.importSession(JSON.parse(JSON.stringify(session)))
    const html = render(capture, 'emulator')
    expect(html).toContain('Imported session')
    expect(html).toMatch(/<button type="button" aria-pressed="false" disabled="">Pause<\/button>/)
    expect(html).toMatch(/<button type="button" disabled="">Clear<\/button>/)
    expect(html).toContain('Hardhat (31337), block 7')
    expect(html).toContain('1.0000 ETH')
    expect(html).toContain('MODAL_OPEN')
    expect(html).toContain('Analytics events received')
    expect(html).toContain(
      'Mailbox (one-time codes)</h3><p class="dt-dim">not available (HTTP 404)',
    )
    expect(html).toMatch(/disabled="">Mine a block on Hardhat<\/button>/)
  })
})
