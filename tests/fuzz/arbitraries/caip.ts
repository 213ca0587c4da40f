import fc from 'fast-check'

/** A CAIP-2 namespace (`[-a-z0-9]{3,8}`): the kernel accepts any, installed or not. */
export function caipNamespace(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom('eip155', 'solana', 'polkadot', 'bip122', 'cosmos'),
    fc.stringMatching(/^[-a-z0-9]{3,8}$/),
  )
}

/** A namespace part (no colon, no whitespace) that breaks CAIP-2's `[-a-z0-9]{3,8}`. */
export function malformedNamespace(): fc.Arbitrary<string> {
  return fc
    .stringMatching(/^[^:\s]{1,12}$/)
    .filter((namespace) => !/^[-a-z0-9]{3,8}$/.test(namespace))
}

/** A CAIP-2 reference: `[-_a-zA-Z0-9]{1,32}`. */
export function caipReference(): fc.Arbitrary<string> {
  return fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/)
}

/** A CAIP-10 account address: `[-.%a-zA-Z0-9]{1,128}`. */
export function caipAccountAddress(): fc.Arbitrary<string> {
  return fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/)
}

/** A CAIP-2 network id with a CAIP-2 namespace, per the CAIP-2 grammar. */
export function caipNetworkId(): fc.Arbitrary<string> {
  return fc
    .tuple(caipNamespace(), caipReference())
    .map(([namespace, reference]) => `${namespace}:${reference}`)
}

/** A CAIP-10 account id with a CAIP-2 namespace, per the CAIP-10 grammar. */
export function caipAccountId(): fc.Arbitrary<string> {
  return fc
    .tuple(caipNetworkId(), caipAccountAddress())
    .map(([networkId, address]) => `${networkId}:${address}`)
}
