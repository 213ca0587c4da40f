import type { SessionTypes } from '@walletconnect/types'
import { element } from './element.js'

/**
 * Lists the active sessions in `list`: the dapp's name and URL, the approved accounts and a
 * Disconnect button each. Dapp metadata is untrusted: text only.
 */
export function renderSessions(
  list: HTMLElement,
  sessions: readonly SessionTypes.Struct[],
  onDisconnect: (session: SessionTypes.Struct) => Promise<void>,
): void {
  list.replaceChildren()
  if (sessions.length === 0) {
    list.append(element('li', { text: 'No active sessions' }))
    return
  }
  for (const session of sessions) {
    const name = session.peer.metadata.name || 'Unnamed dapp'
    const accounts = Object.values(session.namespaces).flatMap((namespace) => namespace.accounts)
    const disconnect = element('button', { text: 'Disconnect', attributes: { type: 'button' } })
    disconnect.addEventListener('click', () => {
      disconnect.disabled = true
      onDisconnect(session).finally(() => {
        disconnect.disabled = false
      })
    })
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
        ],
      ),
    )
  }
}
