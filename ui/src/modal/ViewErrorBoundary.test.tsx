import { AppKitError } from '@appkit/kernel'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { VIEW_LOAD_FAILED, ViewErrorBoundary } from './ViewErrorBoundary.js'

/** The boundary's markup once it caught `error` (server rendering does not catch). */
function caught(error: unknown, onRetry = vi.fn()) {
  const boundary = new ViewErrorBoundary({ onRetry, children: null })
  boundary.state = ViewErrorBoundary.getDerivedStateFromError(error)
  return renderToString(boundary.render())
}

describe('ViewErrorBoundary', () => {
  it('a view that failed to load: an alert with Try again, its reason for screen readers', () => {
    const html = caught(new TypeError('Failed to fetch dynamically imported module'))
    expect(html).toContain('role="alert"')
    expect(html).toContain('<p>This view could not be loaded.</p>')
    expect(html).toContain('<p class="sr-only">Failed to fetch dynamically imported module</p>')
    expect(html).toContain('Try again</button>')
  })

  it("a loader's own failure (VIEW_LOAD_FAILED) is shown in its words, e.g. 'Unable to load email login dependency'", () => {
    const html = caught(
      new AppKitError('Unable to load email login dependency', { code: VIEW_LOAD_FAILED }),
    )
    expect(html).toContain('role="alert"')
    expect(html).toContain('<p>Unable to load email login dependency</p>')
    expect(html).not.toContain('This view could not be loaded.')
    expect(html).toContain('Try again</button>')
  })
})
