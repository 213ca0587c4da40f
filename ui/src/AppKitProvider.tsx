import type { AppKit } from '@appkit/kernel'
import { type ReactNode, version as reactVersion, useEffect, useMemo } from 'react'
import { BUTTON_CSS } from './buttons/buttonStyles.js'
import { createUiState } from './context/createUiState.js'
import type { ExcludedWallet } from './context/ExcludedWallet.js'
import { UiContext, type UiContextValue } from './context/UiContext.js'
import { UI_FEATURES } from './features/UI_FEATURES.js'
import { UI_MESSAGE_CATALOG } from './i18n/UI_MESSAGE_CATALOG.js'
import { loadModal } from './modal/loadModal.js'
import { loadOpeningView } from './modal/loadOpeningView.js'
import type { ThemeMode, ThemeVariables } from './modal/theme.js'
import { type ModalPreload, useOpeningModal } from './modal/useOpeningModal.js'
import { useTransactionToasts } from './transactions/useTransactionToasts.js'
import { adoptStyles } from './utils/adoptStyles.js'
import { assertSupportedReact } from './utils/assertSupportedReact.js'
import { registerViews } from './views/registerViews.js'

export interface AppKitProviderProps {
  kit: AppKit
  /** Default 'system' (follows prefers-color-scheme). */
  themeMode?: ThemeMode
  /** Accent, font, radius...: CSS custom properties scoped to AppKit's elements. */
  themeVariables?: ThemeVariables
  /** Wallets hidden from every list (by id, rdns or case-insensitive name). */
  excludedWallets?: readonly ExcludedWallet[]
  /**
   * When the modal's code loads before its first open: 'idle' (default) once the page is idle,
   * so the first click only renders; 'intent' on hover or focus of a kit button, or on open.
   */
  preload?: ModalPreload
  children?: ReactNode
}

const NO_EXCLUSIONS: readonly ExcludedWallet[] = []

/**
 * Shares a kit with the buttons and hooks below it, and renders the modal: the modal shell and
 * every view are chunks of their own, so a page's first load holds only this provider and the
 * buttons. The shell and the view it opens on are fetched together (once the page is idle, or
 * on intent with `preload` 'intent') and shown together. Safe to render on the server. On React older than
 * 18 it throws an error that says so (the check runs here, where the kit's React tree starts).
 */
export function AppKitProvider({
  kit,
  themeMode = 'system',
  themeVariables,
  excludedWallets = NO_EXCLUSIONS,
  preload = 'idle',
  children,
}: AppKitProviderProps) {
  assertSupportedReact(reactVersion)
  // In render, not an effect: the views read these features on their first (or server) render.
  // They stay for the kit's life; registering them again is a no-op.
  useMemo(() => kit.gates.register(...UI_FEATURES), [kit])
  useMemo(() => kit.i18n.register(UI_MESSAGE_CATALOG), [kit])
  // English is in the code; another locale's chunks load at once, so the buttons read it too.
  useEffect(() => {
    if (kit.i18n.store.getState().locale !== 'en') void kit.i18n.load()
  }, [kit])
  const ui = useMemo(() => createUiState(kit), [kit])
  // Before the opening modal's effect, which loads the view the kit opens on.
  useEffect(() => registerViews(kit.router), [kit])
  const Modal = useOpeningModal(kit, preload)
  const transactionToasts = useTransactionToasts(kit)

  useEffect(() => ui.events.start(), [ui])
  useEffect(() => () => ui.toasts.dispose(), [ui])
  useEffect(() => adoptStyles(document, BUTTON_CSS), [])

  const value = useMemo<UiContextValue>(
    () => ({
      kit,
      ...ui,
      themeMode,
      themeVariables,
      excludedWallets,
      preloadModal: (view) => {
        kit.prepareToOpen()
        loadOpeningView(kit, loadModal, view).ready.catch(() => {})
      },
    }),
    [kit, ui, themeMode, themeVariables, excludedWallets],
  )

  return (
    <UiContext.Provider value={value}>
      {children}
      {Modal ? <Modal /> : null}
      {transactionToasts}
    </UiContext.Provider>
  )
}
