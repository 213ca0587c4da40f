import { expect, it } from 'vitest'
import * as analytics from './index.js'

it('pins the public exports of @appkit/analytics', () => {
  expect(Object.keys(analytics).sort()).toMatchSnapshot()
})
