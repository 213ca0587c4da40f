import { expect, it } from 'vitest'
import * as kernel from './index.js'

it('pins the public exports of @appkit/kernel', () => {
  expect(Object.keys(kernel).sort()).toMatchSnapshot()
})
