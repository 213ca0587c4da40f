import { clearFaults, injectFault } from './blockchainApi.js'

/**
 * Test-only fixture for GET /getWallets: the emulator's fault switch (POST /emulator/faults)
 * answers the next `times` wallet-list requests with HTTP 200 and `{ count, data: listings }`
 * instead of its registry, so a test can serve listings no real registry would (hostile names,
 * javascript: links). Call `clearFaults()` after the test so no other file meets them.
 */
export async function serveWalletListings(
  listings: readonly Record<string, unknown>[],
  times = 20,
): Promise<void> {
  await clearFaults()
  await injectFault({
    path: '/getWallets',
    method: 'GET',
    status: 200,
    body: { count: listings.length, data: listings },
    times,
  })
}
