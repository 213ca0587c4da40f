import { describe, expect, it } from 'vitest'
import { buildUrl } from './buildUrl.js'

describe('buildUrl', () => {
  it('joins base and path with one slash and keeps the base path', () => {
    expect(buildUrl('http://h:1/api/', '/v1/config')).toBe('http://h:1/api/v1/config')
    expect(buildUrl('http://h:1', 'x')).toBe('http://h:1/x')
    expect(buildUrl('http://h:1/rpc', '')).toBe('http://h:1/rpc')
  })

  it('keeps an absolute path as is', () => {
    expect(buildUrl('http://h:1', 'https://other/x')).toBe('https://other/x')
  })

  it('sets query values, later ones win, skips empty ones and joins arrays', () => {
    const url = buildUrl(
      'http://h:1/w?keep=1',
      '',
      { projectId: 'a', st: 'appkit', gone: undefined, nil: null },
      { projectId: 'b', chains: ['eip155:1', 'eip155:10'], page: 1, flag: false },
    )
    expect(url).toBe(
      'http://h:1/w?keep=1&projectId=b&st=appkit&chains=eip155%3A1%2Ceip155%3A10&page=1&flag=false',
    )
  })
})
