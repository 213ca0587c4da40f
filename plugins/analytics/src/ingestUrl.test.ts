import { describe, expect, it } from 'vitest'
import { ingestUrl } from './ingestUrl.js'

describe('ingestUrl', () => {
  it('is {urls.analytics}/e with projectId, st and sv in the query (spec §7), encoded', () => {
    const query = { projectId: 'p 1', st: 'appkit', sv: 'html-react-0.1.0' }
    expect(ingestUrl('http://127.0.0.1:4100', query)).toBe(
      'http://127.0.0.1:4100/e?projectId=p+1&st=appkit&sv=html-react-0.1.0',
    )
    expect(ingestUrl('https://pulse.example/v1/', query)).toBe(
      'https://pulse.example/v1/e?projectId=p+1&st=appkit&sv=html-react-0.1.0',
    )
  })
})
