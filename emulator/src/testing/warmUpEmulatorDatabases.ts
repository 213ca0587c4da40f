import { mnemonicToAccount } from 'viem/accounts'
import type { EmulatorUrls } from '../types.js'

/** An account no test connects: its name only opens the names registry. */
const WARM_UP_ACCOUNT_INDEX = 18

/**
 * Opens the emulator's two embedded databases (PGlite, Postgres compiled to WebAssembly) during
 * a test suite's setup (browser tests' global setup, emulator-backed unit tests): each opens on first use and takes seconds of CPU that stall the chains, the API
 * and the demo's server, which all share the setup's process. Without this, the first test to
 * send an analytics event or register a name would wait for it (and time out requests).
 * Analytics: listing the stored events opens its store. Names: registering a name for an
 * account no test uses (reads alone never open an empty in-memory registry).
 */
export async function warmUpEmulatorDatabases(urls: EmulatorUrls): Promise<void> {
  await Promise.all([warmUpAnalytics(urls), warmUpNames(urls)])
}

async function warmUpAnalytics(urls: EmulatorUrls): Promise<void> {
  const response = await fetch(urls.analyticsEvents)
  if (!response.ok) {
    throw new Error(`Opening the analytics store failed: HTTP ${response.status}`)
  }
}

async function warmUpNames(urls: EmulatorUrls): Promise<void> {
  const account = mnemonicToAccount(urls.mnemonic, { addressIndex: WARM_UP_ACCOUNT_INDEX })
  const message = JSON.stringify({
    name: 'e2e-warm-up.appkit.id',
    attributes: {},
    timestamp: Math.floor(Date.now() / 1000),
  })
  const url = new URL('/v1/profile/account', urls.api)
  url.search = new URLSearchParams({
    projectId: urls.projectId,
    st: 'appkit',
    sv: 'e2e',
  }).toString()
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      coinType: (0x80000000 | 31337) >>> 0,
      address: account.address,
      signature: await account.signMessage({ message }),
      message,
    }),
  })
  if (!response.ok) {
    throw new Error(
      `Opening the names registry failed: HTTP ${response.status} ${await response.text()}`,
    )
  }
}
