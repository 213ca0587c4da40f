import { describe, expect, it } from 'vitest'
import { resolveViewOnClose } from './resolveViewOnClose.js'

describe('resolveViewOnClose', () => {
  it('"On close the view resets to Connect"', () => {
    expect(resolveViewOnClose({ isEmbedded: false, isConnected: true })).toEqual({
      view: 'Connect',
    })
    expect(resolveViewOnClose({ isEmbedded: false, isConnected: false })).toEqual({
      view: 'Connect',
    })
  })

  it('"in embedded mode it shows Account when connected, else Connect"', () => {
    expect(resolveViewOnClose({ isEmbedded: true, isConnected: true })).toEqual({ view: 'Account' })
    expect(resolveViewOnClose({ isEmbedded: true, isConnected: false })).toEqual({
      view: 'Connect',
    })
  })
})
