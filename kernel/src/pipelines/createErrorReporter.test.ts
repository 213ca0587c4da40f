import { describe, expect, it } from 'vitest'
import { AppKitError } from '../errors/AppKitError.js'
import { createErrorReporter, type ErrorReport } from './createErrorReporter.js'

function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0))
}

describe('createErrorReporter', () => {
  it("sends 'type error, event category, errorType, errorMessage, stackTrace' with a timestamp", async () => {
    const sent: ErrorReport[] = []
    const reporter = createErrorReporter({ send: (report) => sent.push(report), now: () => 1234 })
    expect(
      reporter.report(new AppKitError('Failed to connect', { category: 'PROVIDER_ERROR' })),
    ).toBe(true)
    await flush()
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({
      type: 'error',
      category: 'PROVIDER_ERROR',
      errorType: 'AppKitError',
      errorMessage: 'Failed to connect',
      timestamp: 1234,
    })
    expect(sent[0]?.stackTrace).toContain('AppKitError')
    reporter.report('plain text')
    await flush()
    expect(sent[1]).toMatchObject({
      category: 'INTERNAL_SDK_ERROR',
      errorType: 'string',
      errorMessage: 'plain text',
      stackTrace: '',
    })
  })

  it("'Error reports limited to 5 per 60 seconds' (sliding window, injected clock)", async () => {
    let time = 0
    const sent: ErrorReport[] = []
    const reporter = createErrorReporter({ send: (report) => sent.push(report), now: () => time })
    for (let index = 0; index < 5; index++) {
      time = index * 1000
      expect(reporter.report(new Error(`e${index}`))).toBe(true)
    }
    time = 59_999
    expect(reporter.report(new Error('sixth'))).toBe(false)
    time = 60_000 // the first report (t=0) leaves the window
    expect(reporter.report(new Error('seventh'))).toBe(true)
    expect(reporter.report(new Error('eighth'))).toBe(false)
    time = 61_000
    expect(reporter.report(new Error('ninth'))).toBe(true)
    await flush()
    expect(sent.map((report) => report.errorMessage)).toEqual([
      'e0',
      'e1',
      'e2',
      'e3',
      'e4',
      'seventh',
      'ninth',
    ])
  })

  it("failures of send are 'silently ignored' (sync throw or rejection)", async () => {
    const unhandled: unknown[] = []
    const onUnhandled = (reason: unknown) => unhandled.push(reason)
    process.on('unhandledRejection', onUnhandled)
    try {
      const throwing = createErrorReporter({
        send: () => {
          throw new Error('offline')
        },
      })
      const rejecting = createErrorReporter({ send: () => Promise.reject(new Error('403')) })
      expect(() => throwing.report(new Error('x'))).not.toThrow()
      expect(rejecting.report(new Error('y'))).toBe(true)
      await flush()
      await flush()
      expect(unhandled).toEqual([])
    } finally {
      process.off('unhandledRejection', onUnhandled)
    }
  })
})
