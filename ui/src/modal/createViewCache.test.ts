import { describe, expect, it, vi } from 'vitest'
import { createViewCache } from './createViewCache.js'

function View() {
  return null
}

describe('createViewCache', () => {
  it('gives a view the same lazy component every time, so a reopened modal does not suspend again', () => {
    const views = createViewCache()
    const loader = vi.fn(async () => ({ default: View }))
    const first = views.get('Account', loader)
    expect(views.get('Account', loader)).toBe(first)
    expect(views.get('Connect', loader)).not.toBe(first)
  })

  it('makes a new lazy component for a view it was told to forget (retry after a failed load)', () => {
    const views = createViewCache()
    const loader = async () => ({ default: View })
    const first = views.get('Account', loader)
    views.forget('Account')
    expect(views.get('Account', loader)).not.toBe(first)
  })

  it('two caches share nothing', () => {
    const loader = async () => ({ default: View })
    expect(createViewCache().get('Account', loader)).not.toBe(
      createViewCache().get('Account', loader),
    )
  })
})
