import { expect, it } from 'vitest'
import * as ethers5Adapter from './index.js'

it('pins the public exports of @appkit/ethers5', () => {
  expect(Object.keys(ethers5Adapter).sort()).toMatchSnapshot()
})
