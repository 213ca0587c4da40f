import { useMemo } from 'react'
import { useUi } from '../context/useUi.js'
import type { ToastVariant } from '../toasts/createToastStore.js'

export interface UseToastResult {
  /**
   * Shows a toast in the modal's toast region (one at a time; a new one replaces the last).
   * `message` is shown as it is: pass it in the visitor's locale (`useI18n().t`).
   */
  show(variant: ToastVariant, message: string): void
  dismiss(): void
}

/**
 * The provider's toasts, for plugin views: the same region and timings as the built-in views.
 * The result keeps its identity while the provider does, so effects may depend on it.
 *
 * @example
 * const toast = useToast()
 * const { t } = useI18n()
 * useEffect(() => { if (error) toast.show('error', t(m.fetchFailed)) }, [error, toast, t])
 */
export function useToast(): UseToastResult {
  const { toasts } = useUi()
  return useMemo(() => ({ show: toasts.show, dismiss: toasts.dismiss }), [toasts])
}
