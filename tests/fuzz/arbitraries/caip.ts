import fc from 'fast-check'
import { CHAIN_NAMESPACES } from '../../../kernel/src/types/ChainNamespace.js'

/** A namespace AppKit knows. */
export function knownNamespace() {
  return fc.constantFrom(...CHAIN_NAMESPACES)
}

/** A CAIP-2 namespace (`[-a-z0-9]{3,8}`) that AppKit does not know. */
export function unknownNamespace(): fc.Arbitrary<string> {
  return fc
    .stringMatching(/^[-a-z0-9]{3,8}$/)
    .filter((namespace) => !(CHAIN_NAMESPACES as readonly string[]).includes(namespace))
}

/** A CAIP-2 reference: `[-_a-zA-Z0-9]{1,32}`. */
export function caipReference(): fc.Arbitrary<string> {
  return fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/)
}

/** A CAIP-10 account address: `[-.%a-zA-Z0-9]{1,128}`. */
export function caipAccountAddress(): fc.Arbitrary<string> {
  return fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/)
}

/** A CAIP-2 network id with a known namespace, per the CAIP-2 grammar. */
export function caipNetworkId(): fc.Arbitrary<string> {
  return fc
    .tuple(knownNamespace(), caipReference())
    .map(([namespace, reference]) => `${namespace}:${reference}`)
}

/** A CAIP-10 account id with a known namespace, per the CAIP-10 grammar. */
export function caipAccountId(): fc.Arbitrary<string> {
  return fc
    .tuple(caipNetworkId(), caipAccountAddress())
    .map(([networkId, address]) => `${networkId}:${address}`)
}
