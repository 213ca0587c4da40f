import type { SessionTypes } from '@walletconnect/types'
import { element } from './element.js'
import { UNKNOWN_CHAIN_ID } from './UNKNOWN_CHAIN_ID.js'

export interface SessionActions {
  disconnect: (session: SessionTypes.Struct) => Promise<void>
  /** Tells the dapp the wallet moved to UNKNOWN_CHAIN_ID (an EVM session only). */
  moveToUnknownChain: (session: SessionTypes.Struct) => Promise<void>
}

function actionButton(text: string, action: () => Promise<void>): HTMLButtonElement {
  const button = element('button', { text, attributes: { type: 'button' } })
  button.addEventListener('click', () => {
    button.disabled = true
    action().finally(() => {
      button.disabled = false
    })
  })
  return button
}

/**
 * Lists the active sessions in `list`: the dapp's name and URL, the approved accounts, a
 * Disconnect button each and, for an EVM session, 'Move to unknown chain'. Dapp metadata is
 * untrusted: text only.
 */
export function renderSessions(
  list: HTMLElement,
  sessions: readonly SessionTypes.Struct[],
  actions: SessionActions,
): void {
  list.replaceChildren()
  if (sessions.length === 0) {
    list.append(element('li', { text: 'No active sessions' }))
    return
  }
  for (const session of sessions) {
    const name = session.peer.metadata.name || 'Unnamed dapp'
    const accounts = Object.values(session.namespaces).flatMap((namespace) => namespace.accounts)
    const disconnect = actionButton('Disconnect', () => actions.disconnect(session))
    const moveAway = session.namespaces.eip155?.events.includes('chainChanged')
      ? [
          actionButton(`Move to unknown chain ${UNKNOWN_CHAIN_ID}`, () =>
            actions.moveToUnknownChain(session),
          ),
        ]
      : []
    list.append(
      element(
        'li',
        { attributes: { 'aria-label': `Session with ${name}`, 'data-topic': session.topic } },
        [
          element('strong', { text: name }),
          element('span', { text: ` ${session.peer.metadata.url}` }),
          element(
            'ul',
            { attributes: { class: 'details' } },
            accounts.map((account) => element('li', { text: account })),
          ),
          disconnect,
          ...moveAway,
        ],
      ),
    )
  }
}
