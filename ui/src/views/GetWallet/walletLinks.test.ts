import { describe, expect, it } from 'vitest'
import { walletLinks } from './walletLinks.js'

describe('walletLinks', () => {
  it('lists the store pages and the homepage that are web links', () => {
    expect(
      walletLinks({
        id: 'r',
        name: 'Rainbow',
        app_store: 'https://apps.apple.com/app/rainbow',
        play_store: null,
        homepage: 'https://rainbow.me',
        chrome_store: 'javascript:alert(1)',
      }),
    ).toEqual([
      { label: 'App Store', url: 'https://apps.apple.com/app/rainbow' },
      { label: 'Website', url: 'https://rainbow.me' },
    ])
  })
})
