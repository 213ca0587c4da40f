import type { EmulatorChainSnapshot, EmulatorSnapshot } from '../session/DevtoolsSession.js'
import { postJsonRpc } from './postJsonRpc.js'
import { readEmulatorFeed } from './readEmulatorFeed.js'

interface EmulatorStateChain {
  chainId: number
  name: string
  rpcUrl: string
}

/** The parts of GET /emulator/state devtools uses; anything else there is ignored. */
interface EmulatorState {
  chains: EmulatorStateChain[]
  accounts: string[]
}

function decodeState(body: unknown): EmulatorState | undefined {
  const value = body as { chains?: unknown; accounts?: unknown } | null
  if (!value || typeof value.chains !== 'object' || value.chains === null) return undefined
  const chains = Object.values(value.chains as Record<string, unknown>).flatMap((chain) => {
    const c = chain as Partial<EmulatorStateChain> | null
    return c && typeof c.chainId === 'number' && typeof c.rpcUrl === 'string'
      ? [{ chainId: c.chainId, name: String(c.name ?? `Chain ${c.chainId}`), rpcUrl: c.rpcUrl }]
      : []
  })
  const accounts = Array.isArray(value.accounts)
    ? value.accounts.filter((a): a is string => typeof a === 'string')
    : []
  return { chains, accounts }
}

async function readChain(
  fetchImpl: typeof fetch,
  chain: EmulatorStateChain,
  accounts: readonly string[],
): Promise<EmulatorChainSnapshot> {
  const snapshot: EmulatorChainSnapshot = {
    ...chain,
    accounts: accounts.map((address) => ({ address })),
  }
  try {
    const [block, ...balances] = await postJsonRpc(fetchImpl, chain.rpcUrl, [
      { method: 'eth_blockNumber', params: [] },
      ...accounts.map((address) => ({ method: 'eth_getBalance', params: [address, 'latest'] })),
    ])
    if (block?.ok && typeof block.result === 'string') snapshot.blockNumber = Number(block.result)
    snapshot.accounts = accounts.map((address, index) => {
      const answer = balances[index]
      return answer?.ok && typeof answer.result === 'string'
        ? { address, balanceWei: BigInt(answer.result).toString() }
        : { address }
    })
  } catch (error) {
    snapshot.error = error instanceof Error ? error.message : String(error)
  }
  return snapshot
}

/**
 * What the Emulator tab shows. The page runs against the emulator when GET
 * `${api}/emulator/state` succeeds; then each chain's accounts with their balances
 * (eth_getBalance through the chain's RPC URL), the analytics events the emulator received and
 * its mailbox of one-time codes (each 'not available' where the emulator lacks the endpoint).
 */
export async function readEmulator(options: {
  api: string
  fetch: typeof fetch
  now: () => number
}): Promise<EmulatorSnapshot> {
  const api = options.api.replace(/\/+$/, '')
  const absent: EmulatorSnapshot = {
    status: 'absent',
    api,
    checkedAt: options.now(),
    chains: [],
    analytics: { available: false, reason: 'no emulator' },
    mailbox: { available: false, reason: 'no emulator' },
  }
  let state: EmulatorState | undefined
  try {
    const response = await options.fetch(`${api}/emulator/state`)
    state = response.ok ? decodeState(await response.json()) : undefined
  } catch {
    state = undefined
  }
  if (!state) return absent
  const found = state
  const [chains, analytics, mailbox] = await Promise.all([
    Promise.all(found.chains.map((chain) => readChain(options.fetch, chain, found.accounts))),
    readEmulatorFeed(options.fetch, `${api}/emulator/analytics`),
    readEmulatorFeed(options.fetch, `${api}/emulator/mailbox`),
  ])
  return { status: 'present', api, checkedAt: options.now(), chains, analytics, mailbox }
}
