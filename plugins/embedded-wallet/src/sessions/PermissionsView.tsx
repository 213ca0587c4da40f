import type { AppKitError, ReadonlyStore } from '@appkit/kernel'
import { shortAddress, type UseI18n, useI18n, type ViewProps } from '@appkit/ui'
import { type ComponentType, useEffect, useSyncExternalStore } from 'react'
import { NO_SMART_ACCOUNT_CODE, type PermissionsController } from './createPermissionsController.js'
import { LOAD_PERMISSIONS_FAILED, REVOKE_PERMISSION_FAILED } from './createSessionsClient.js'
import { describePermission, type TokenInfo } from './describePermission.js'
import type { PermissionSigner, Session } from './permissionSchemas.js'
import { permissionsViewMessages as m } from './permissionsViewMessages.js'

export interface PermissionsViewContext {
  controller: PermissionsController
  /** The chain's native currency, for allowances in it. */
  native: () => TokenInfo
  /**
   * An expiry (unix seconds) as a date; default a medium date and short time in the visitor's
   * locale.
   */
  formatDate?: (unixSeconds: number) => string
}

function useStoreState<S>(store: ReadonlyStore<S>): S {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState)
}

function signerLabel(signer: PermissionSigner, t: UseI18n['t']): string {
  return signer.type === 'key'
    ? t(m.signerKey, { key: shortAddress(signer.data.publicKey) })
    : t(m.signerAccount, { address: shortAddress(signer.data.address) })
}

/**
 * A failure in words: the ones this view's flows name in the visitor's locale, with the
 * server's reason when it gives one; any other (the wallet's refusal) as it is.
 */
function failureText(failure: AppKitError, t: UseI18n['t']): string {
  const reason = failure.details
  if (failure.code === NO_SMART_ACCOUNT_CODE) {
    return failure.shortMessage === LOAD_PERMISSIONS_FAILED
      ? t(m.loadFailedNoAccount)
      : t(m.noSmartAccount)
  }
  if (failure.shortMessage === LOAD_PERMISSIONS_FAILED)
    return reason ? t(m.loadFailedBecause, { reason }) : t(m.loadFailed)
  if (failure.shortMessage === REVOKE_PERMISSION_FAILED)
    return reason ? t(m.revokeFailedBecause, { reason }) : t(m.revokeFailed)
  return reason ? `${failure.shortMessage}: ${reason}` : failure.shortMessage
}

/**
 * The smart account's active permissions (smart sessions, ERC-7715): each session's signer, what
 * it may do and until when, with a Revoke button (approval in the secure frame). A labelled list;
 * loading, empty and error states are announced. Every text in the visitor's locale.
 */
export function bindPermissionsView({
  controller,
  native,
  formatDate,
}: PermissionsViewContext): ComponentType<ViewProps> {
  return function PermissionsView() {
    const i18n = useI18n()
    const { t } = i18n
    const state = useStoreState(controller.store)
    useEffect(() => {
      void controller.load()
    }, [])
    const expiry =
      formatDate ??
      ((unixSeconds: number) =>
        i18n.formatDate(new Date(unixSeconds * 1000), { dateStyle: 'medium', timeStyle: 'short' }))

    const revokeStatus = (
      <p className="lead" role="status" aria-live="polite">
        {state.revokeError
          ? failureText(state.revokeError, t)
          : state.revoking
            ? t(m.approveRevocation)
            : ''}
      </p>
    )
    if (state.status === 'error') {
      return (
        <div className="centered">
          <p role="alert">{state.error ? failureText(state.error, t) : t(m.loadFailed)}</p>
          <button type="button" className="btn" onClick={() => void controller.load()}>
            {t(m.tryAgain)}
          </button>
        </div>
      )
    }
    if (state.status !== 'ready') {
      return (
        <div className="centered">
          <span className="spinner" role="status">
            <span className="sr-only">{t(m.loading)}</span>
          </span>
        </div>
      )
    }
    if (state.sessions.length === 0) {
      return (
        <div className="centered">
          <p role="status">{t(m.empty)}</p>
          {revokeStatus}
        </div>
      )
    }
    const wording = {
      native: native(),
      token: (address: string) => state.tokens[address.toLowerCase()],
      t,
    }
    const row = (session: Session) => {
      const signer = signerLabel(session.signer, t)
      const headingId = `appkit-permission-${session.id}`
      return (
        <li className="item" key={session.id} aria-labelledby={headingId}>
          <span className="item-name" id={headingId}>
            {signer}
          </span>
          <ul aria-label={t(m.allowed)}>
            {session.permissions.map((permission, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a session's permissions never reorder
              <li className="item-detail" key={index}>
                {describePermission(permission, wording)}
              </li>
            ))}
          </ul>
          <span className="item-detail">{t(m.expires, { date: expiry(session.expiry) })}</span>
          <button
            type="button"
            className="btn"
            aria-label={t(m.revokeLabel, { signer })}
            disabled={state.revoking !== undefined}
            aria-busy={state.revoking === session.id}
            onClick={() => void controller.revoke(session.id)}
          >
            {state.revoking === session.id ? t(m.revoking) : t(m.revoke)}
          </button>
        </li>
      )
    }
    return (
      <div>
        <ul className="list" aria-label={t(m.list)}>
          {state.sessions.map(row)}
        </ul>
        {revokeStatus}
      </div>
    )
  }
}
