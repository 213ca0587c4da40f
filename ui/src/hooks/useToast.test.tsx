import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createUiState } from '../context/createUiState.js'
import { UiContext, type UiContextValue } from '../context/UiContext.js'
import { createTestKit } from '../testing/createTestKit.js'
import { ToastRegion } from '../toasts/ToastRegion.js'
import { type UseToastResult, useToast } from './useToast.js'

/** One provider's context, kept across renders (server renders run no effects). */
function createProvider() {
  const kit = createTestKit()
  const value: UiContextValue = {
    kit,
    ...createUiState(kit),
    themeMode: 'light',
    themeVariables: undefined,
    excludedWallets: [],
    preloadModal: () => undefined,
  }
  return {
    value,
    render: (node: ReactNode) =>
      renderToString(<UiContext.Provider value={value}>{node}</UiContext.Provider>),
  }
}

describe('useToast', () => {
  it("a plugin view's toast shows in the provider's toast region, an error as role=alert", () => {
    const provider = createProvider()
    let toast: UseToastResult | undefined
    function PluginView() {
      toast = useToast()
      return null
    }
    provider.render(<PluginView />)
    expect(provider.render(<ToastRegion />)).not.toContain('class="toast"')

    toast?.show('error', 'Failed to fetch transactions')
    const html = provider.render(<ToastRegion />)
    expect(html).toMatch(/class="toast" data-variant="error" role="alert"/)
    expect(html).toContain('<span>Failed to fetch transactions</span>')
    expect(provider.value.toasts.store.getState().toast?.message).toBe(
      'Failed to fetch transactions',
    )

    toast?.dismiss()
    expect(provider.render(<ToastRegion />)).not.toContain('Failed to fetch transactions')
    provider.value.toasts.dispose()
  })

  it('is for views inside <AppKitProvider> only', () => {
    function Outside() {
      useToast()
      return null
    }
    expect(() => renderToString(<Outside />)).toThrowError('inside <AppKitProvider>')
  })
})
