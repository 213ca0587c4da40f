export interface OpsResult {
  /** Operations per second over the timed window. */
  opsPerSecond: number
  operations: number
  ms: number
}

export interface TimeOpsOptions {
  /** Operations per `run` call (e.g. 2 for a push and a goBack). Default 1. */
  opsPerRun?: number
  /** Minimum timed window. Default 1000 ms. */
  minMs?: number
  /** Untimed calls first, so the engine has optimised the code. Default 2000. */
  warmupRuns?: number
}

/**
 * Calls `run` in growing batches until `minMs` has passed and reports operations per second.
 * Works the same for synchronous and asynchronous work (`run` may return a promise).
 */
export async function timeOps(
  run: () => void | Promise<void>,
  options: TimeOpsOptions = {},
): Promise<OpsResult> {
  const opsPerRun = options.opsPerRun ?? 1
  const minMs = options.minMs ?? 1000
  // A synchronous `run` is not awaited: an `await` per call would time the microtask queue.
  const call = async (times: number) => {
    for (let i = 0; i < times; i++) {
      const pending = run()
      if (pending) await pending
    }
  }
  await call(options.warmupRuns ?? 2000)
  let runs = 0
  let batch = 100
  const started = performance.now()
  let elapsed = 0
  while (elapsed < minMs) {
    await call(batch)
    runs += batch
    batch *= 2
    elapsed = performance.now() - started
  }
  return {
    opsPerSecond: (runs * opsPerRun * 1000) / elapsed,
    operations: runs * opsPerRun,
    ms: elapsed,
  }
}
