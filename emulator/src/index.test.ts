import { expect, it } from 'vitest'
import * as emulator from './index.js'
import * as testWallet from './testWallet/index.js'

it('pins the public exports of @appkit/emulator', () => {
  expect(Object.keys(emulator).sort()).toMatchSnapshot()
})

it('pins the public exports of @appkit/emulator/test-wallet', () => {
  expect(Object.keys(testWallet).sort()).toMatchSnapshot()
})
