import { describe, expect, it } from 'vitest'
import * as ui from './index.js'

describe('@appkit/ui public exports', () => {
  it('match the snapshot (a change to the public API shows up in review)', () => {
    expect(Object.keys(ui).sort()).toMatchSnapshot()
  })
})
