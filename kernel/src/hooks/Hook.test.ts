import { describe, expect, it } from 'vitest'
import { AsyncSeriesHook } from './AsyncSeriesHook.js'
import { AsyncSeriesWaterfallHook } from './AsyncSeriesWaterfallHook.js'
import { SyncHook } from './SyncHook.js'

describe('Hook: every registration returns its undo', () => {
  it('a removed tap no longer runs; the others still do, in order', () => {
    const hook = new SyncHook<[string[]]>(['order'])
    hook.tap('a', (order) => void order.push('a'))
    const removeB = hook.tap('b', (order) => void order.push('b'))
    hook.tap({ name: 'first', stage: -1 }, (order) => void order.push('first'))
    hook.tap('c', (order) => void order.push('c'))
    const before: string[] = []
    hook.call(before)
    expect(before).toEqual(['first', 'a', 'b', 'c'])
    removeB()
    const after: string[] = []
    hook.call(after)
    expect(after).toEqual(['first', 'a', 'c'])
  })

  it('calling an undo twice is harmless, and removes no other tap with the same name', () => {
    const hook = new SyncHook<[string[]]>(['order'])
    const remove = hook.tap('same', (order) => void order.push('one'))
    hook.tap('same', (order) => void order.push('two'))
    remove()
    remove()
    const order: string[] = []
    hook.call(order)
    expect(order).toEqual(['two'])
    expect(hook.isUsed()).toBe(true)
  })

  it('removing the last tap leaves the hook unused, for callback and promise taps too', async () => {
    const hook = new AsyncSeriesHook<[string[]]>(['order'])
    const removeAsync = hook.tapAsync('async', (order, callback) => {
      order.push('async')
      callback()
    })
    const removePromise = hook.tapPromise('promise', async (order) => void order.push('promise'))
    const order: string[] = []
    await hook.promise(order)
    removeAsync()
    await hook.promise(order)
    removePromise()
    await hook.promise(order)
    expect(order).toEqual(['async', 'promise', 'promise'])
    expect(hook.isUsed()).toBe(false)
  })

  it('a tap made through withOptions, or replaced by a register interceptor, is removed too', async () => {
    const hook = new AsyncSeriesWaterfallHook<[string[]]>(['list'])
    const removeLate = hook.withOptions({ stage: 10 }).tap('late', (list) => [...list, 'late'])
    const removeDefault = hook.tap('default', (list) => [...list, 'default'])
    hook.intercept({ register: (tap) => ({ ...tap }) })
    expect(await hook.promise([])).toEqual(['default', 'late'])
    removeLate()
    expect(await hook.promise([])).toEqual(['default'])
    removeDefault()
    expect(await hook.promise([])).toEqual([])
  })

  it('a removed interceptor hears no more calls', () => {
    const hook = new SyncHook<[number]>(['n'])
    const heard: number[] = []
    const stop = hook.intercept({ call: (n) => void heard.push(n) })
    hook.call(1)
    stop()
    stop()
    hook.call(2)
    expect(heard).toEqual([1])
    expect(hook.isUsed()).toBe(false)
  })
})
