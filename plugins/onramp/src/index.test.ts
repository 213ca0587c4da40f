import { expect, it } from 'vitest'
import * as onramp from './index.js'

it('pins the public exports of @appkit/onramp', () => {
  expect(Object.keys(onramp).sort()).toMatchSnapshot()
})
