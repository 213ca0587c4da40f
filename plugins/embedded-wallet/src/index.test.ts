import { expect, it } from 'vitest'
import * as embeddedWallet from './index.js'

it('pins the public exports of @appkit/embedded-wallet', () => {
  expect(Object.keys(embeddedWallet).sort()).toMatchSnapshot()
})
