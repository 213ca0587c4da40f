import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ErrorReportedInfo } from '@appkit/kernel'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ONRAMP_SERVICE, onramp } from './onramp.js'
import { createTestKit } from './testing/createTestKit.js'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

/** A blockchain data API on a free port that refuses every call with HTTP 400. */
async function refusingApi(): Promise<string> {
  const server = createServer((_request, response) => {
    response.writeHead(400, { 'content-type': 'application/json' })
    response.end('{"message":"bad request"}')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  stops.push(() => {
    server.closeAllConnections()
    server.close()
  })
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

describe("onramp: spec §8 'All controller errors are wrapped as an SDK error with a category, reported'", () => {
  it('spec §8 category: GET onramp/options failing is reported as flow onramp, API_ERROR, while the default list is shown', async () => {
    const kit = createTestKit({ blockchainApi: await refusingApi() })
    kit.use(onramp())
    await kit.ready
    const reports: ErrorReportedInfo[] = []
    kit.hooks.errorReported.tap('test', (info) => {
      reports.push(info)
    })
    const controller = kit.services.get(ONRAMP_SERVICE)
    await controller?.loadOptions()
    expect(controller?.store.getState().purchaseCurrencies.length).toBeGreaterThan(0)
    await vi.waitFor(() => expect(reports).toHaveLength(1))
    expect(reports[0]).toMatchObject({ category: 'API_ERROR', report: { flow: 'onramp' } })
  })
})
