import type { AppKit, ViewName } from '@appkit/kernel'
import { createContext } from 'react'
import type { EventLog } from '../events/createEventLog.js'
import type { ThemeMode, ThemeVariables } from '../modal/theme.js'
import type { ToastStore } from '../toasts/createToastStore.js'
import type { ImageCache } from '../utils/createImageCache.js'
import type { ExcludedWallet } from './ExcludedWallet.js'

/** What one `<AppKitProvider>` shares with its buttons, hooks and modal. */
export interface UiContextValue {
  kit: AppKit
  toasts: ToastStore
  events: EventLog
  images: ImageCache
  themeMode: ThemeMode
  themeVariables: ThemeVariables | undefined
  excludedWallets: readonly ExcludedWallet[]
  /**
   * Fetches the modal's code and the view it will open on, in parallel, and the project's
   * configuration, ahead of the click (hover or focus on a button). Failures are left for the
   * open to report.
   */
  preloadModal(view: ViewName): void
}

export const UiContext = createContext<UiContextValue | null>(null)
