import { badRequest } from './BlockchainApiError.js'

/** A CAIP-2 chain id split: `eip155:31337` -> { namespace: 'eip155', reference: '31337' }. */
export interface ParsedChainId {
  caip2: string
  namespace: string
  reference: string
  /** The EVM chain id, for eip155 chain ids only. */
  evmChainId?: number
}

const NAMESPACE = /^[-a-z0-9]{3,8}$/
const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/
const EVM_REFERENCE = /^[1-9][0-9]{0,15}$/

/**
 * Decodes a CAIP-2 network id (exactly 2 parts, spec §5); an eip155 reference must be a
 * positive decimal chain id. Malformed input throws a 400 'Invalid CAIP-2 network id: {value}'.
 */
export function parseChainId(value: string): ParsedChainId {
  const parts = value.split(':')
  const [namespace, reference] = parts
  if (
    parts.length !== 2 ||
    namespace === undefined ||
    reference === undefined ||
    !NAMESPACE.test(namespace) ||
    !REFERENCE.test(reference) ||
    (namespace === 'eip155' && !EVM_REFERENCE.test(reference))
  ) {
    throw badRequest(`Invalid CAIP-2 network id: ${value}`)
  }
  return namespace === 'eip155'
    ? { caip2: value, namespace, reference, evmChainId: Number(reference) }
    : { caip2: value, namespace, reference }
}
