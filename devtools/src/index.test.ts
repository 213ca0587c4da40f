import { expect, it } from 'vitest'
import * as devtools from './index.js'

it('pins the public exports of @appkit/devtools', () => {
  expect(Object.keys(devtools).sort()).toMatchSnapshot()
})
