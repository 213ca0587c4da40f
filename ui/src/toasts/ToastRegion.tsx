import { ErrorIcon, InfoIcon, SuccessIcon } from '../components/icons.js'
import { useUi } from '../context/useUi.js'
import { useStoreSelector } from '../hooks/useStoreSelector.js'

/** The provider's toast ('Address copied', action errors), one at a time. */
export function ToastRegion() {
  const { toasts } = useUi()
  const toast = useStoreSelector(toasts.store, (state) => state.toast, Object.is)
  return (
    <div className="toast-region">
      {toast ? (
        <div
          key={toast.id}
          className="toast"
          data-variant={toast.variant}
          role={toast.variant === 'error' ? 'alert' : 'status'}
        >
          {toast.variant === 'loading' ? (
            <span className="spinner" aria-hidden="true" />
          ) : toast.variant === 'error' ? (
            <ErrorIcon />
          ) : toast.variant === 'success' ? (
            <SuccessIcon />
          ) : (
            <InfoIcon />
          )}
          <span>{toast.message}</span>
        </div>
      ) : null}
    </div>
  )
}
