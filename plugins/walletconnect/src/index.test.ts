import { expect, it } from 'vitest'
import * as walletconnect from './index.js'

it('pins the public exports of @appkit/walletconnect', () => {
  expect(Object.keys(walletconnect).sort()).toMatchSnapshot()
})
