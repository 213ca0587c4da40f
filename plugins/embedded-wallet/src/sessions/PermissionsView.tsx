import type { ReadonlyStore } from '@appkit/kernel'
import { shortAddress, type ViewProps } from '@appkit/ui'
import { type ComponentType, useEffect, useSyncExternalStore } from 'react'
import type { PermissionsController } from './createPermissionsController.js'
import { describePermission, type TokenInfo } from './describePermission.js'
import type { PermissionSigner, Session } from './permissionSchemas.js'

export interface PermissionsViewContext {
  controller: PermissionsController
  /** The chain's native currency, for allowances in it. */
  native: () => TokenInfo
  /** An expiry (unix seconds) as a date; default Intl's medium date and short time. */
  formatDate?: (unixSeconds: number) => string
}

function useStoreState<S>(store: ReadonlyStore<S>): S {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState)
}

function signerLabel(signer: PermissionSigner): string {
  return signer.type === 'key'
    ? `Key ${shortAddress(signer.data.publicKey)}`
    : `Account ${shortAddress(signer.data.address)}`
}

const defaultFormatDate = (unixSeconds: number) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(unixSeconds * 1000),
  )

/**
 * The smart account's active permissions (smart sessions, ERC-7715): each session's signer, what
 * it may do and until when, with a Revoke button (approval in the secure frame). A labelled list;
 * loading, empty and error states are announced.
 */
export function bindPermissionsView({
  controller,
  native,
  formatDate = defaultFormatDate,
}: PermissionsViewContext): ComponentType<ViewProps> {
  return function PermissionsView() {
    const state = useStoreState(controller.store)
    useEffect(() => {
      void controller.load()
    }, [])

    const revokeStatus = (
      <p className="lead" role="status" aria-live="polite">
        {state.revokeError ?? (state.revoking ? 'Approve the revocation in the wallet…' : '')}
      </p>
    )
    if (state.status === 'error') {
      return (
        <div className="centered">
          <p role="alert">{state.error}</p>
          <button type="button" className="btn" onClick={() => void controller.load()}>
            Try again
          </button>
        </div>
      )
    }
    if (state.status !== 'ready') {
      return (
        <div className="centered">
          <span className="spinner" role="status">
            <span className="sr-only">Loading permissions</span>
          </span>
        </div>
      )
    }
    if (state.sessions.length === 0) {
      return (
        <div className="centered">
          <p role="status">No active permissions</p>
          {revokeStatus}
        </div>
      )
    }
    const wording = {
      native: native(),
      token: (address: string) => state.tokens[address.toLowerCase()],
    }
    const row = (session: Session) => {
      const signer = signerLabel(session.signer)
      const headingId = `appkit-permission-${session.id}`
      return (
        <li className="item" key={session.id} aria-labelledby={headingId}>
          <span className="item-name" id={headingId}>
            {signer}
          </span>
          <ul aria-label="Allowed">
            {session.permissions.map((permission, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a session's permissions never reorder
              <li className="item-detail" key={index}>
                {describePermission(permission, wording)}
              </li>
            ))}
          </ul>
          <span className="item-detail">{`Expires ${formatDate(session.expiry)}`}</span>
          <button
            type="button"
            className="btn"
            aria-label={`Revoke permission for ${signer}`}
            disabled={state.revoking !== undefined}
            aria-busy={state.revoking === session.id}
            onClick={() => void controller.revoke(session.id)}
          >
            {state.revoking === session.id ? 'Revoking…' : 'Revoke'}
          </button>
        </li>
      )
    }
    return (
      <div>
        <ul className="list" aria-label="Active permissions">
          {state.sessions.map(row)}
        </ul>
        {revokeStatus}
      </div>
    )
  }
}
