import { inject } from 'vitest'

/**
 * A fixture page's URL pointed at the shared emulator: its project API and id, the two Hardhat
 * chains' RPC URLs and the test token (the query the fixture pages read), plus `query`.
 */
export function emulatorFixtureUrl(pageUrl: string, query: Record<string, string> = {}): string {
  const emulator = inject('emulator')
  const url = new URL(pageUrl)
  url.searchParams.set('api', emulator.api)
  url.searchParams.set('projectId', emulator.projectId)
  url.searchParams.set('rpc31337', emulator.chains['31337']!.rpcUrl)
  url.searchParams.set('rpc1337', emulator.chains['1337']!.rpcUrl)
  url.searchParams.set('token', emulator.token.address)
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value)
  return url.href
}
