import { check } from './check.js'

const OBJECT_KEYS = Object.getOwnPropertyNames(Object.prototype).join(',')
const ARRAY_KEYS = Object.getOwnPropertyNames(Array.prototype).join(',')

/** Asserts no decoder added a key to Object.prototype or Array.prototype (prototype pollution). */
export function expectPrototypesUntouched(): void {
  check(
    Object.getOwnPropertyNames(Object.prototype).join(',') === OBJECT_KEYS,
    'Object.prototype was polluted',
  )
  check(
    Object.getOwnPropertyNames(Array.prototype).join(',') === ARRAY_KEYS,
    'Array.prototype was polluted',
  )
}
