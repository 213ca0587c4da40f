import type { CDPSession } from 'playwright-core'
import { heapUsed } from './heapUsed.js'

/** What a page holds, after a full garbage collection. */
export interface PageCounters {
  heapBytes: number
  /** JS event listeners on DOM targets (CDP Memory.getDOMCounters). */
  domListeners: number
  domNodes: number
  /** Listeners the app holds on the Bench Wallet's EIP-1193 provider. */
  providerListeners: number
}

/** Heap (after GC), DOM listeners and nodes, and the Bench Wallet's provider listeners. */
export async function pageCounters(
  cdp: CDPSession,
  providerListeners: () => Promise<number>,
): Promise<PageCounters> {
  const heapBytes = await heapUsed(cdp)
  const { jsEventListeners, nodes } = await cdp.send('Memory.getDOMCounters')
  return {
    heapBytes,
    domListeners: jsEventListeners,
    domNodes: nodes,
    providerListeners: await providerListeners(),
  }
}
