import fc from 'fast-check'
import { deeplyNested } from './deeplyNested.js'
import { hostileValue } from './hostileValue.js'
import { hugeString } from './hugeString.js'
import { objectKey, pollutedJsonValue } from './pollutionKeys.js'
import { trickyString } from './trickyString.js'

export interface AnythingOptions {
  /** Sparse arrays (`[,1]`), which JSON cannot carry but a page script can; default true. */
  sparse?: boolean
}

/** fast-check's `anything`, with every kind of value it can make turned on. */
export function anything({ sparse = true }: AnythingOptions = {}): fc.Arbitrary<unknown> {
  return fc.anything({
    key: objectKey(),
    depthSize: 'small',
    withBigInt: true,
    withBoxedValues: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withNullPrototype: true,
    withObjectString: true,
    withSparseArray: sparse,
    withTypedArray: true,
    withUnicodeString: true,
  })
}

/** Any string: printable, full Unicode, tricky characters (lone surrogates, NUL...), or huge. */
export function anyString(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.string() },
    { weight: 3, arbitrary: fc.string({ unit: 'binary' }) },
    { weight: 2, arbitrary: trickyString() },
    { weight: 1, arbitrary: hugeString() },
  )
}

/**
 * Any input a boundary may receive: `anything`, JSON with prototype-pollution keys, hostile
 * objects (throwing getters, revoked proxies), deeply nested values and huge strings.
 */
export function anyInput(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: anything() },
    { weight: 2, arbitrary: pollutedJsonValue() },
    { weight: 2, arbitrary: anyString() },
    { weight: 1, arbitrary: hostileValue() },
    { weight: 1, arbitrary: deeplyNested() },
  )
}

/** `anyInput` without hostile objects: what JSON or structured clone can deliver. */
export function anyData(options: AnythingOptions = {}): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: anything(options) },
    { weight: 2, arbitrary: pollutedJsonValue() },
    { weight: 2, arbitrary: anyString() },
    { weight: 1, arbitrary: deeplyNested() },
  )
}
