import { describe, expect, it } from 'vitest'
import { SyncHook } from './SyncHook.js'
import { STAGES, type StageName } from './stages.js'

describe('STAGES', () => {
  it('stages are named constants in increasing order, DEFAULT being tapable’s default 0', () => {
    expect(Object.keys(STAGES)).toEqual(['FIRST', 'EARLY', 'DEFAULT', 'LATE', 'LAST'])
    const values = Object.values(STAGES)
    expect([...values].sort((a, b) => a - b)).toEqual(values)
    expect(STAGES.DEFAULT).toBe(0)
  })

  it('taps run by stage, whatever order they were added in', () => {
    const hook = new SyncHook<[string[]]>(['order'])
    const names: StageName[] = ['LAST', 'DEFAULT', 'FIRST', 'LATE', 'EARLY']
    for (const name of names)
      hook.tap({ name, stage: STAGES[name] }, (order) => void order.push(name))
    const order: string[] = []
    hook.call(order)
    expect(order).toEqual(['FIRST', 'EARLY', 'DEFAULT', 'LATE', 'LAST'])
  })

  it('a tap without a stage runs with the DEFAULT ones, in the order added', () => {
    const hook = new SyncHook<[string[]]>(['order'])
    hook.tap({ name: 'late', stage: STAGES.LATE }, (order) => void order.push('late'))
    hook.tap('plain', (order) => void order.push('plain'))
    hook.tap({ name: 'default', stage: STAGES.DEFAULT }, (order) => void order.push('default'))
    const order: string[] = []
    hook.call(order)
    expect(order).toEqual(['plain', 'default', 'late'])
  })
})
