import { getActiveConnection, type RegistryState } from '@appkit/kernel'

/** What an EVM library sees of the kit's eip155 connection: its accounts and chain. */
export interface Eip155Connection {
  connectorId: string
  /** The connection's addresses, the selected one first. */
  accounts: readonly `0x${string}`[]
  chainId: number
}

/** The kit's current eip155 connection, or undefined while eip155 is not connected. */
export function eip155ConnectionOf(state: RegistryState): Eip155Connection | undefined {
  const chain = state.chains.eip155
  const connection = getActiveConnection(state, 'eip155')
  if (chain?.status !== 'connected' || !connection || !chain.caipNetwork) return undefined
  const addresses = connection.accounts.map(({ address }) => address as `0x${string}`)
  const selected = (chain.address ?? addresses[0]) as `0x${string}` | undefined
  if (!selected) return undefined
  return {
    connectorId: connection.connectorId,
    accounts: [
      selected,
      ...addresses.filter((address) => address.toLowerCase() !== selected.toLowerCase()),
    ],
    chainId: Number(chain.caipNetwork.id),
  }
}

/** Whether two readings of the connection agree (same connector, accounts and chain). */
export function sameEip155Connection(
  a: Eip155Connection | undefined,
  b: Eip155Connection | undefined,
): boolean {
  if (a === undefined || b === undefined) return a === b
  return (
    a.connectorId === b.connectorId &&
    a.chainId === b.chainId &&
    a.accounts.length === b.accounts.length &&
    a.accounts.every((account, index) => account === b.accounts[index])
  )
}
