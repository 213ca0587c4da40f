import type { CDPSession } from 'playwright-core'

/** The page's JS heap in use after a full garbage collection (CDP Runtime.getHeapUsage). */
export async function heapUsed(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return usedSize
}
