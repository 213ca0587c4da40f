import { expect, it } from 'vitest'
import * as activity from './index.js'

it('pins the public exports of @appkit/activity', () => {
  expect(Object.keys(activity).sort()).toMatchSnapshot()
})
