import { describe, expect, it } from 'vitest'
import { isBoolean, isString } from '../guards/guards.js'
import { createStorageKeys } from './createStorageKeys.js'
import { defineStorageKey } from './defineStorageKey.js'

describe('createStorageKeys', () => {
  const email = defineStorageKey('email', isString, { clearOnDisconnect: true })
  const theme = defineStorageKey('theme', isString)

  it('lists the keys a disconnect clears: those registered with clearOnDisconnect', () => {
    const keys = createStorageKeys()
    keys.register(theme)
    const undo = keys.register(email)
    expect(keys.clearedOnDisconnect()).toEqual([email])
    undo()
    expect(keys.clearedOnDisconnect()).toEqual([])
    expect(keys.list()).toEqual([theme])
  })

  it('keeps a key two plugins share until the last undo', () => {
    const keys = createStorageKeys()
    const first = keys.register(email)
    const second = keys.register(email)
    first()
    first()
    expect(keys.list()).toEqual([email])
    second()
    expect(keys.list()).toEqual([])
  })

  it('refuses another definition under a registered name', () => {
    const keys = createStorageKeys()
    keys.register(email)
    expect(() => keys.register(defineStorageKey('email', isBoolean))).toThrow(
      'Storage key already registered: email',
    )
  })
})
