import type { Address } from 'viem'
import { badRequest } from './BlockchainApiError.js'
import { parseAddress } from './parseAddress.js'
import { type ParsedChainId, parseChainId } from './parseChainId.js'

/** A CAIP-10 account id split into its chain and (for eip155) checksummed address. */
export interface ParsedCaip10 {
  chain: ParsedChainId
  /** The account part as given. */
  account: string
  /** For eip155 ids. */
  address?: Address
}

/**
 * Decodes 'eip155:31337:0x…': exactly 3 non-empty colon-separated parts (spec §5), an eip155
 * account being an EVM address. Else a 400 'Invalid CAIP-10 address: {value}'.
 */
export function parseCaip10(value: unknown): ParsedCaip10 {
  const text = typeof value === 'string' ? value : String(value)
  const parts = text.split(':')
  const [namespace, reference, account] = parts
  const invalid = () => badRequest(`Invalid CAIP-10 address: ${text.slice(0, 120)}`)
  if (typeof value !== 'string' || parts.length !== 3 || !namespace || !reference || !account) {
    throw invalid()
  }
  let chain: ParsedChainId
  try {
    chain = parseChainId(`${namespace}:${reference}`)
  } catch {
    throw invalid()
  }
  if (chain.namespace !== 'eip155') return { chain, account }
  try {
    return { chain, account, address: parseAddress(account) }
  } catch {
    throw invalid()
  }
}
