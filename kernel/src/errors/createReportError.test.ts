import { describe, expect, it, vi } from 'vitest'
import { createErrorReporter } from '../pipelines/createErrorReporter.js'
import { AppKitError } from './AppKitError.js'
import { createReportError, USER_REJECTED_EVENT } from './createReportError.js'
import { UserRejectedRequestError } from './providerErrors.js'
import { RequestAbortedError } from './RequestAbortedError.js'

function setup() {
  const sent = vi.fn()
  const track = vi.fn()
  const reportError = createReportError({
    reporter: createErrorReporter({ send: sent }),
    log: () => undefined,
    track,
  })
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
  return { reportError, sent, track, flush }
}

describe('createReportError (spec §8: wrapped with a category, reported, rethrown)', () => {
  it('spec §8 category: a plain failure takes the flow category, an AppKitError keeps its own', async () => {
    const { reportError, sent, flush } = setup()
    expect(
      reportError(new Error('quote failed'), { flow: 'swaps', category: 'API_ERROR' }),
    ).toMatchObject({
      category: 'API_ERROR',
      shortMessage: 'quote failed',
    })
    reportError(new AppKitError('bad', { category: 'VALIDATION_ERROR' }), {
      flow: 'send',
      category: 'PROVIDER_ERROR',
    })
    await flush()
    expect(sent.mock.calls.map(([report]) => [report.category, report.flow])).toEqual([
      ['API_ERROR', 'swaps'],
      ['VALIDATION_ERROR', 'send'],
    ])
  })

  it('an error passing two layers (a client, then the flow that rethrows or wraps it) is reported once', async () => {
    const { reportError, sent, flush } = setup()
    const failure = new TypeError('network down')
    const wrapper = reportError(failure, { flow: 'swaps', category: 'API_ERROR' })
    reportError(failure, { flow: 'swaps' })
    reportError(wrapper, { flow: 'sendTransaction' })
    reportError(new AppKitError('Error signing message', { cause: failure }), { flow: 'signIn' })
    await flush()
    expect(sent).toHaveBeenCalledOnce()
  })

  it('a user rejection (4001) is tracked as USER_REJECTED with its flow, never sent as an error', async () => {
    const { reportError, sent, track, flush } = setup()
    const rejected = new UserRejectedRequestError({ message: 'User denied message signature' })
    expect(reportError(rejected, { flow: 'sign' })).toBe(rejected)
    reportError(new AppKitError('Sign-in failed', { cause: new UserRejectedRequestError() }))
    await flush()
    expect(sent).not.toHaveBeenCalled()
    expect(track).toHaveBeenCalledWith(USER_REJECTED_EVENT, {
      flow: 'sign',
      message: 'User rejected the request.',
    })
    expect(track).toHaveBeenCalledTimes(2)
  })

  it('a request its caller aborted is not a failure: nothing is reported', async () => {
    const { reportError, sent, track, flush } = setup()
    reportError(new AppKitError('Error resolving name', { cause: new RequestAbortedError() }), {
      flow: 'names',
    })
    await flush()
    expect(sent).not.toHaveBeenCalled()
    expect(track).not.toHaveBeenCalled()
  })
})
