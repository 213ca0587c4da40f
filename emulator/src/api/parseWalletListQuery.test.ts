import { describe, expect, it } from 'vitest'
import { parseWalletListQuery } from './parseWalletListQuery.js'

const parse = (query: string) => parseWalletListQuery(new URLSearchParams(query))

describe('parseWalletListQuery', () => {
  it('defaults to page 1 of 40 wallets (spec §9: wallets per page 40)', () => {
    expect(parse('')).toEqual({
      ok: true,
      query: {
        page: 1,
        entries: 40,
        include: [],
        exclude: [],
        search: '',
        badgeType: '',
        chains: [],
      },
    })
  })

  it('reads comma-separated include, exclude and chains, dropping blanks', () => {
    const parsed = parse(
      'include=a,%20b,,c&exclude=d&chains=eip155:1,eip155:137&search=Rain&badge_type=certified',
    )
    expect(parsed).toMatchObject({
      ok: true,
      query: {
        include: ['a', 'b', 'c'],
        exclude: ['d'],
        chains: ['eip155:1', 'eip155:137'],
        search: 'Rain',
        badgeType: 'certified',
      },
    })
  })

  it('serves at most 100 entries per page', () => {
    expect(parse('entries=500')).toMatchObject({ ok: true, query: { entries: 100 } })
    expect(parse('entries=100&page=3')).toMatchObject({
      ok: true,
      query: { entries: 100, page: 3 },
    })
  })

  it.each(['page=0', 'page=-1', 'page=1.5', 'page=abc', 'entries=0', 'entries=ten'])(
    'rejects %s naming the parameter',
    (query) => {
      const parsed = parse(query)
      const name = query.split('=')[0]
      expect(parsed).toEqual({
        ok: false,
        parameter: name,
        message: `Invalid query parameter '${name}': expected a positive integer`,
      })
    },
  )
})
