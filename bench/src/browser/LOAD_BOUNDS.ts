/**
 * The load bench's stated bounds (`npm run bench -- --only load`): the most each figure may
 * grow over its scenario and still print 'pass'. Never asserted: a figure past its bound
 * prints 'over'. Heap is measured after a full GC, so what remains is what is retained.
 */
export const LOAD_BOUNDS = {
  /** 200 open/close cycles of the modal: at most 5 KiB a cycle; nothing left on the DOM. */
  openClose: { cycles: 200, heapBytes: 1024 * 1024, domListeners: 0, domNodes: 0 },
  /** 100 connect/disconnect cycles (Bench Wallet): at most 10 KiB a cycle, no listener left. */
  connectDisconnect: {
    cycles: 100,
    heapBytes: 1024 * 1024,
    domListeners: 0,
    providerListeners: 0,
  },
  /**
   * 10,000 hook events through the devtools panel: its buffer keeps 2,000 events
   * (DEVTOOLS_LIMITS.maxEvents) and renders 500 rows, so past the first 2,000 the heap must
   * stay flat (1 MiB of slack) and the DOM must not grow.
   */
  devtoolsEvents: {
    events: 10_000,
    filled: 2_000,
    heapBytesAfterFilled: 1024 * 1024,
    heapBytesTotal: 16 * 1024 * 1024,
    /** A rendered row may hold a listener, and the panel renders at most 500 rows. */
    domListeners: 500,
    domListenersAfterFilled: 0,
    domNodesAfterFilled: 0,
  },
  /**
   * AllWallets with 1,000 wallets: after a warm-up opening (its lazy chunk loaded), 5 cycles of
   * open, scroll to the end (every page loaded), close; counted once the image preload races
   * have settled. A cycle may leave no DOM node and no listener behind: over 5 cycles a leak
   * of one node a cycle reads 5. The heap keeps the image cache's results for the 1,000 URLs
   * (one per URL for the provider's life, filled by the first cycle); beyond that, 2 MiB
   * over the 5 cycles is slack for V8's compiled code and allocation noise.
   */
  allWallets: {
    wallets: 1_000,
    cycles: 5,
    heapBytesOpen: 32 * 1024 * 1024,
    heapBytesAfterClose: 2 * 1024 * 1024,
    domListenersPerCycle: 0,
    domNodesPerCycle: 0,
  },
} as const
