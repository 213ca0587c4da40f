import { describe, expect, it } from 'vitest'
import { directionOf } from '../i18n/localeOf.js'
import { frameLocale } from './frameLocale.js'

describe("frameLocale (the frame's locale is its URL's locale parameter)", () => {
  it('takes a locale the kit ships', () => {
    expect(frameLocale('?projectId=p&chainId=1&locale=fr')).toBe('fr')
    expect(frameLocale('?locale=pt-BR')).toBe('pt-BR')
    expect(frameLocale('?locale=zh-TW&projectId=p')).toBe('zh-TW')
    expect(frameLocale('?locale=ar')).toBe('ar')
  })

  it('falls back to English when the parameter is missing, empty or unknown', () => {
    for (const search of [
      '',
      '?projectId=p&chainId=1',
      '?locale=',
      '?locale=xx',
      '?locale=FR',
      '?locale=pt',
      '?locale=en-US',
      '?locale=%3Cscript%3E',
      '?locale=fr%20',
    ]) {
      expect(frameLocale(search), search).toBe('en')
    }
  })

  it('gives the page rtl for ar, he and fa, ltr for the others', () => {
    expect(['ar', 'he', 'fa'].map((l) => directionOf(frameLocale(`?locale=${l}`)))).toEqual([
      'rtl',
      'rtl',
      'rtl',
    ])
    expect(directionOf(frameLocale('?locale=ja'))).toBe('ltr')
    expect(directionOf(frameLocale('?locale=nope'))).toBe('ltr')
  })
})
