import { expect, it } from 'vitest'
import * as names from './index.js'

it('pins the public exports of @appkit/names', () => {
  expect(Object.keys(names).sort()).toMatchSnapshot()
})
