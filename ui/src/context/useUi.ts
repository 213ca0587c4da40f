import { AppKitError } from '@appkit/kernel'
import { useContext } from 'react'
import { UiContext, type UiContextValue } from './UiContext.js'

/** The nearest provider's context; throws outside `<AppKitProvider>`. */
export function useUi(): UiContextValue {
  const value = useContext(UiContext)
  if (!value) {
    throw new AppKitError('AppKit hooks and buttons must be used inside <AppKitProvider>', {
      category: 'CONFIGURATION_ERROR',
    })
  }
  return value
}
