import { expect, it } from 'vitest'
import * as eip155 from './index.js'
import * as interop from './interop/index.js'
import * as networks from './networks/index.js'

it('pins the public exports of @appkit/eip155', () => {
  expect(Object.keys(eip155).sort()).toMatchSnapshot()
})

it('pins the public exports of @appkit/eip155/networks', () => {
  expect(Object.keys(networks).sort()).toMatchSnapshot()
})

it('pins the public exports of @appkit/eip155/interop', () => {
  expect(Object.keys(interop).sort()).toMatchSnapshot()
})
