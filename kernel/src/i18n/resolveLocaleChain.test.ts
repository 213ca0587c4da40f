import { describe, expect, it } from 'vitest'
import { resolveLocaleChain } from './resolveLocaleChain.js'

describe('resolveLocaleChain', () => {
  it.each([
    [['pt-BR'], ['pt-BR', 'en']],
    [['pt-PT'], ['pt-BR', 'en']],
    [['pt'], ['pt-BR', 'en']],
    [['de-AT'], ['de', 'en']],
    [
      ['fr-CA', 'de'],
      ['fr', 'en'],
    ],
    [['zh-HK'], ['zh-TW', 'en']],
    [['zh-Hant'], ['zh-TW', 'en']],
    [['zh'], ['zh-CN', 'en']],
    [['ar-EG'], ['ar', 'en']],
    [['en-GB'], ['en']],
  ])('resolves %j down the chain to %j', (requested, chain) => {
    expect(resolveLocaleChain(requested)).toEqual(chain)
  })

  it('passes over an unknown or malformed tag without error and falls back to English', () => {
    expect(resolveLocaleChain(['xx-YY'])).toEqual(['en'])
    expect(resolveLocaleChain(['not a tag!', 'es-MX'])).toEqual(['es', 'en'])
    expect(resolveLocaleChain([])).toEqual(['en'])
  })
})
