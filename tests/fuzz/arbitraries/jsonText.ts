import fc from 'fast-check'
import { anyString } from './anyInput.js'
import { deeplyNestedJson } from './deeplyNested.js'
import { pollutedJsonValue } from './pollutionKeys.js'

/** A response body or stored entry: valid JSON (often with pollution keys), garbage, or deep. */
export function jsonText(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.json() },
    { weight: 3, arbitrary: pollutedJsonValue().map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: anyString() },
    { weight: 1, arbitrary: deeplyNestedJson() },
  )
}
