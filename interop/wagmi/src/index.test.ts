import { expect, it } from 'vitest'
import * as wagmi from './index.js'

it('pins the public exports of @appkit/wagmi', () => {
  expect(Object.keys(wagmi).sort()).toMatchSnapshot()
})
