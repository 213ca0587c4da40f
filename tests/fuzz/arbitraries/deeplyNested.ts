import fc from 'fast-check'

/** Mostly shallow; one case in twenty is thousands of levels deep (past V8's recursion limit). */
function depth(): fc.Arbitrary<number> {
  return fc.oneof(
    { weight: 19, arbitrary: fc.integer({ min: 1, max: 64 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 20_000 }) },
  )
}

const leaf = fc.oneof(fc.constant(null), fc.integer(), fc.string({ maxLength: 4 }))

/** `[[[…leaf…]]]` or `{"a":{"a":…}}`, built without recursion. */
export function deeplyNested(): fc.Arbitrary<unknown> {
  return fc.tuple(depth(), fc.boolean(), leaf).map(([levels, asArray, inner]) => {
    let value: unknown = inner
    for (let level = 0; level < levels; level++) value = asArray ? [value] : { a: value }
    return value
  })
}

/** The JSON text of `deeplyNested` values, built as text (JSON.stringify would overflow). */
export function deeplyNestedJson(): fc.Arbitrary<string> {
  return fc.tuple(depth(), fc.boolean(), leaf).map(([levels, asArray, inner]) => {
    const open = asArray ? '[' : '{"a":'
    const close = asArray ? ']' : '}'
    return `${open.repeat(levels)}${JSON.stringify(inner)}${close.repeat(levels)}`
  })
}
