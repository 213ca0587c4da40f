import type { AdapterBalance, CaipNetwork } from '@appkit/kernel'
import { type Connection, PublicKey } from '@solana/web3.js'
import { formatLamports } from './formatLamports.js'

/** The native SOL balance of an address, in lamports and as a decimal string. */
export async function getBalance(
  connection: Connection,
  parameters: { address: string; network: CaipNetwork },
): Promise<AdapterBalance> {
  const lamports = BigInt(await connection.getBalance(new PublicKey(parameters.address)))
  const { decimals, symbol } = parameters.network.nativeCurrency
  return { value: lamports, decimals, symbol, formatted: formatLamports(lamports, decimals) }
}
