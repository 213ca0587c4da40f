import { Effect } from 'effect'
import { describe, expect, it } from 'vitest'
import { AppKitError } from '../errors/AppKitError.js'
import { RequestAbortedError } from '../errors/RequestAbortedError.js'
import { runPromise } from './runPromise.js'

describe('runPromise: the one Effect-to-Promise boundary', () => {
  it('resolves with the value', async () => {
    await expect(runPromise(Effect.succeed(42))).resolves.toBe(42)
  })

  it('passes AppKitError failures through unchanged', async () => {
    const own = new AppKitError('own', { category: 'API_ERROR' })
    await expect(runPromise(Effect.fail(own))).rejects.toBe(own)
  })

  it("wraps other failures and defects as AppKitError 'with a category (default INTERNAL_SDK_ERROR)'", async () => {
    const failure = await runPromise(Effect.fail(new TypeError('bad'))).catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(AppKitError)
    expect(failure).toMatchObject({ shortMessage: 'bad', category: 'INTERNAL_SDK_ERROR' })
    const defect = await runPromise(
      Effect.sync(() => {
        throw new Error('bug')
      }),
    ).catch((e: unknown) => e)
    expect(defect).toMatchObject({ shortMessage: 'bug', category: 'INTERNAL_SDK_ERROR' })
    const categorised = await runPromise(Effect.fail('nope'), { category: 'RPC_ERROR' }).catch(
      (e: unknown) => e,
    )
    expect(categorised).toMatchObject({ shortMessage: 'nope', category: 'RPC_ERROR' })
  })

  it("rejects with 'Request was aborted' when the signal aborts, interrupting the effect", async () => {
    const controller = new AbortController()
    let finalized = false
    const pending = runPromise(
      Effect.never.pipe(Effect.onInterrupt(() => Effect.sync(() => (finalized = true)))),
      { signal: controller.signal },
    )
    setTimeout(() => controller.abort(), 5)
    const error = await pending.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RequestAbortedError)
    expect((error as Error).message).toBe('Request was aborted')
    expect(finalized).toBe(true)
    await expect(
      runPromise(Effect.succeed(1), { signal: AbortSignal.abort() }),
    ).rejects.toBeInstanceOf(RequestAbortedError)
  })
})
