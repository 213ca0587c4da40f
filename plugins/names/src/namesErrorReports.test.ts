import type { ErrorReportedInfo } from '@appkit/kernel'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NAMES_SERVICE, names } from './names.js'
import { createTestKit } from './testing/createTestKit.js'
import { startJsonServer } from './testing/startJsonServer.js'

const stops: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop()
})

describe("names: spec §8 'All controller errors are wrapped as an SDK error with a category, reported'", () => {
  it("spec §8 category: a failing name lookup ('Error resolving name') is reported as flow names, API_ERROR; a 404 (no such name) is not", async () => {
    const api = await startJsonServer((request) =>
      request.path.includes('taken') ? { status: 400, body: { reasons: [] } } : { status: 404 },
    )
    stops.push(api.close)
    const { kit } = createTestKit({ blockchainApi: api.url })
    kit.use(names())
    const reports: ErrorReportedInfo[] = []
    kit.hooks.errorReported.tap('test', (info) => {
      reports.push(info)
    })
    const client = kit.services.get(NAMES_SERVICE)?.client
    await expect(client?.resolveName('free.reown.id')).resolves.toBeUndefined()
    await expect(client?.resolveName('taken.reown.id')).rejects.toThrow('Error resolving name')
    await vi.waitFor(() => expect(reports).toHaveLength(1))
    expect(reports[0]).toMatchObject({
      category: 'API_ERROR',
      report: { flow: 'names' },
      error: { shortMessage: 'Error resolving name' },
    })
  })
})
