import { expect, it } from 'vitest'
import * as guards from './guards.js'

it('pins the public exports of @appkit/kernel/guards', () => {
  expect(Object.keys(guards).sort()).toMatchSnapshot()
})
