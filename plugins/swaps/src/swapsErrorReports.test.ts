import { createAppKit, type ErrorReportedInfo } from '@appkit/kernel'
import { createMemoryStorage } from '@appkit/kernel/storage'
import { connectTestWallet, createTestEvmAdapter } from '@appkit/tests/testEvmWallet'
import { describe, expect, it, vi } from 'vitest'
import { SWAPS_SERVICE, swaps } from './swaps.js'
import { hardhat } from './testing/createTestKit.js'

/** A kit whose blockchain data API answers every call with HTTP 400 (not retried). */
function kitWithFailingApi() {
  const calls: string[] = []
  const kit = createAppKit({
    projectId: 'test-project',
    networks: [hardhat],
    loadRemoteConfig: false,
    storage: createMemoryStorage(),
    logLevel: 'silent',
    urls: { api: 'http://127.0.0.1:9' },
    fetch: async (input) => {
      calls.push(String(input))
      return new Response('{"reasons":[{"description":"bad request"}]}', { status: 400 })
    },
  }).use({ name: 'test:eip155', namespace: 'eip155', setup() {} })
  kit.registerAdapter(createTestEvmAdapter(hardhat))
  const reports: ErrorReportedInfo[] = []
  kit.hooks.errorReported.tap('test', (info) => {
    reports.push(info)
  })
  return { kit, reports, calls }
}

describe("swaps: spec §8 'All controller errors are wrapped as an SDK error with a category, reported'", () => {
  it('spec §8 category: a failing swap API call is reported once as flow swaps, API_ERROR, even when the view shows its own message', async () => {
    const { kit, reports } = kitWithFailingApi()
    kit.use(swaps({ networkStandIns: { 'eip155:31337': 'eip155:10' } }))
    await kit.ready
    await connectTestWallet(kit)
    const controller = kit.services.get(SWAPS_SERVICE)
    await controller?.load()
    expect(controller?.store.getState().tokensError).toBeDefined()
    await vi.waitFor(() => expect(reports.length).toBeGreaterThan(0))
    expect(reports.map(({ report }) => [report.flow, report.category])).toContainEqual([
      'swaps',
      'API_ERROR',
    ])
    expect(new Set(reports.map(({ error }) => error)).size).toBe(reports.length)
  })
})
