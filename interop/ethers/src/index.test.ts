import { expect, it } from 'vitest'
import * as ethersAdapter from './index.js'

it('pins the public exports of @appkit/ethers', () => {
  expect(Object.keys(ethersAdapter).sort()).toMatchSnapshot()
})
