import fc from 'fast-check'

/** Keys that pollute prototypes when code assigns them naively. */
export const POLLUTION_KEYS = ['__proto__', 'constructor', 'prototype'] as const

/** Object keys: random strings and, often, the prototype-pollution keys. */
export function objectKey(): fc.Arbitrary<string> {
  return fc.oneof(fc.string(), fc.constantFrom(...POLLUTION_KEYS, 'toString', 'hasOwnProperty'))
}

/** JSON values whose objects often carry `__proto__`, `constructor` or `prototype` keys. */
export function pollutedJsonValue(): fc.Arbitrary<unknown> {
  const { value } = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constant(null),
      fc.boolean(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.string(),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(objectKey(), tie('value'), { maxKeys: 4 }),
    ),
  }))
  // JSON.parse makes `__proto__` an own key, as it would arrive from a server or storage.
  return value.map((built) => JSON.parse(JSON.stringify(built)) as unknown)
}
