import { describe, expect, it, vi } from 'vitest'
import { createStore } from '../store/createStore.js'
import { createOpeningInputs, type OpeningInputs } from './createOpeningInputs.js'

describe('createOpeningInputs', () => {
  it('reads false for every input while no plugin provides one', () => {
    expect(createOpeningInputs().store.getState()).toEqual({
      isSignInRequired: false,
      hasSessions: false,
    })
  })

  it('an input is true when any source says so, and follows the sources as they change', () => {
    const inputs = createOpeningInputs()
    const signIn = createStore<Partial<OpeningInputs>>({ isSignInRequired: true })
    inputs.provide(signIn)
    inputs.provide(createStore<Partial<OpeningInputs>>({ hasSessions: false }))
    expect(inputs.store.getState()).toEqual({ isSignInRequired: true, hasSessions: false })
    const changed = vi.fn()
    inputs.store.subscribe(changed)
    signIn.setState({ isSignInRequired: false, hasSessions: true })
    expect(inputs.store.getState()).toEqual({ isSignInRequired: false, hasSessions: true })
    expect(changed).toHaveBeenCalledTimes(1)
  })

  it('the removal drops only its own source, and a second call does nothing', () => {
    const inputs = createOpeningInputs()
    const source = createStore<Partial<OpeningInputs>>({ hasSessions: true })
    const removeFirst = inputs.provide(source)
    const removeSecond = inputs.provide(source)
    removeFirst()
    removeFirst()
    expect(inputs.store.getState().hasSessions).toBe(true)
    removeSecond()
    expect(inputs.store.getState().hasSessions).toBe(false)
  })

  it('a removed source is no longer followed', () => {
    const inputs = createOpeningInputs()
    const source = createStore<Partial<OpeningInputs>>({})
    inputs.provide(source)()
    source.setState({ isSignInRequired: true })
    expect(inputs.store.getState().isSignInRequired).toBe(false)
  })
})
