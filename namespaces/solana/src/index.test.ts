import { expect, it } from 'vitest'
import * as solana from './index.js'
import * as networks from './networks/index.js'

it('pins the public exports of @appkit/solana', () => {
  expect(Object.keys(solana).sort()).toMatchSnapshot()
})

it('pins the public exports of @appkit/solana/networks', () => {
  expect(Object.keys(networks).sort()).toMatchSnapshot()
})
