import { AppKitError } from '@appkit/kernel'
import { describe, expect, it } from 'vitest'
import { viewComponentOf } from './viewComponentOf.js'

function View() {
  return null
}

describe('viewComponentOf', () => {
  it("is the module's default export", () => {
    expect(viewComponentOf('Account', { default: View })).toBe(View)
  })

  it('rejects a module without a default component, naming the view', () => {
    expect(() => viewComponentOf('Account', {})).toThrow(
      new AppKitError('View Account has no default component'),
    )
    expect(() => viewComponentOf('Account', undefined)).toThrow(AppKitError)
  })
})
