import { describe, expect, it } from 'vitest'
import { checkProjectParams } from './checkProjectParams.js'

const ids = ['appkit-local-project']
const check = (query: string, headers = {}) =>
  checkProjectParams(new URLSearchParams(query), headers, ids)

describe('checkProjectParams', () => {
  it('"All calls carry projectId, sdk type (st) and sdk version (sv)": all three present passes', () => {
    expect(check('projectId=appkit-local-project&st=appkit&sv=html-wagmi-1.0.0')).toEqual({
      ok: true,
    })
  })

  it.each([
    ['st=a&sv=b', 'projectId'],
    ['projectId=appkit-local-project&sv=b', 'st'],
    ['projectId=appkit-local-project&st=a', 'sv'],
    ['projectId=appkit-local-project&st=&sv=b', 'st'],
  ])('%s is a 400 naming %s', (query, parameter) => {
    expect(check(query)).toEqual({
      ok: false,
      status: 400,
      body: { message: `Missing required query parameter '${parameter}'`, parameter },
    })
  })

  it("an unknown projectId is a 403 'Unauthorized: invalid key' (maps to INVALID_PROJECT_ID)", () => {
    expect(check('projectId=someone-else&st=a&sv=b')).toEqual({
      ok: false,
      status: 403,
      body: { message: 'Unauthorized: invalid key' },
    })
  })

  it('accepts the three values as x-project-id, x-sdk-type and x-sdk-version headers', () => {
    const headers = {
      'x-project-id': 'appkit-local-project',
      'x-sdk-type': 'appkit',
      'x-sdk-version': '1',
    }
    expect(check('', headers)).toEqual({ ok: true })
  })
})
