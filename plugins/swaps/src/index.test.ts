import { expect, it } from 'vitest'
import * as swaps from './index.js'

it('pins the public exports of @appkit/swaps', () => {
  expect(Object.keys(swaps).sort()).toMatchSnapshot()
})
