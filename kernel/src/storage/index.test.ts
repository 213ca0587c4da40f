import { expect, it } from 'vitest'
import * as storage from './index.js'

it('pins the public exports of @appkit/kernel/storage', () => {
  expect(Object.keys(storage).sort()).toMatchSnapshot()
})
