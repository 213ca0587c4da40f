import { expect, it } from 'vitest'
import { secureFrameUrl } from './secureFrameUrl.js'

it('loads the secure site with the query parameters of spec §7: projectId, chainId, version, enableLogger, rpcUrl', () => {
  const url = new URL(
    secureFrameUrl({
      secureSiteUrl: 'http://127.0.0.1:4200',
      projectId: 'p1',
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:8545',
    }),
  )
  expect(url.origin).toBe('http://127.0.0.1:4200')
  expect(Object.fromEntries(url.searchParams)).toEqual({
    projectId: 'p1',
    chainId: '31337',
    version: '4',
    enableLogger: 'false',
    rpcUrl: 'http://127.0.0.1:8545',
  })
})

it("carries the visitor's locale as the kit resolved it, so the secure site speaks the modal's language", () => {
  const url = new URL(
    secureFrameUrl({
      secureSiteUrl: 'http://127.0.0.1:4200/?x=1',
      projectId: 'p1',
      chainId: 1,
      locale: 'pt-BR',
    }),
  )
  expect(url.searchParams.get('locale')).toBe('pt-BR')
  expect(url.searchParams.get('x')).toBe('1')
  expect(
    new URL(
      secureFrameUrl({ secureSiteUrl: 'http://127.0.0.1:4200', projectId: 'p1', chainId: 1 }),
    ).searchParams.has('locale'),
  ).toBe(false)
})
