import type { BrowserContext } from 'playwright-core'

/** What went wrong in the context's pages: uncaught errors and unhandled promise rejections. */
export interface PageErrors {
  /** One line per error, 'pageerror: ...' or 'unhandledrejection: ...', in order. */
  list(): readonly string[]
}

const BINDING = '__appkitE2eUnhandledRejection'

/**
 * Records every `pageerror` and `unhandledrejection` of the context's pages (call before the
 * first page opens). Playwright's `pageerror` alone may not name a rejection, so each page
 * also reports its `unhandledrejection` events through a binding (no eval: the strict CSP
 * holds).
 */
export async function recordPageErrors(context: BrowserContext): Promise<PageErrors> {
  const errors: string[] = []
  await context.exposeBinding(BINDING, (_source, reason: string) => {
    errors.push(`unhandledrejection: ${reason}`)
  })
  await context.addInitScript((binding) => {
    window.addEventListener('unhandledrejection', (event) => {
      const reason: unknown = event.reason
      const text = reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason)
      const report = (window as unknown as Record<string, (text: string) => void>)[binding]
      report?.(text)
    })
  }, BINDING)
  const watch = (page: import('playwright-core').Page) => {
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.name}: ${error.message}`))
  }
  for (const page of context.pages()) watch(page)
  context.on('page', watch)
  return { list: () => [...errors] }
}
