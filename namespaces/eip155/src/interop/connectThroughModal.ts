import { type AppKit, UserRejectedRequestError } from '@appkit/kernel'
import { type Eip155Connection, eip155ConnectionOf } from './eip155ConnectionOf.js'

/**
 * The kit's eip155 connection; when there is none, opens the modal on the Connect view (EVM
 * wallets) and waits for the visitor to connect one. Closing the modal first rejects with
 * UserRejectedRequestError (4001), as a wallet's own prompt does; so does `signal`.
 */
export function connectThroughModal(kit: AppKit, signal?: AbortSignal): Promise<Eip155Connection> {
  const current = eip155ConnectionOf(kit.registry.store.getState())
  if (current) return Promise.resolve(current)
  return new Promise((resolve, reject) => {
    const stops: (() => void)[] = []
    const finish = (settle: () => void) => {
      for (const stop of stops) stop()
      settle()
    }
    const rejected = () =>
      finish(() => reject(new UserRejectedRequestError({ message: 'The modal was closed' })))
    stops.push(
      kit.registry.store.subscribe((state) => {
        const connection = eip155ConnectionOf(state)
        if (connection) finish(() => resolve(connection))
      }),
      kit.router.store.subscribe(
        (state) => state.open,
        (open) => {
          if (!open) rejected()
        },
      ),
    )
    if (signal) {
      if (signal.aborted) return rejected()
      signal.addEventListener('abort', rejected, { once: true })
      stops.push(() => signal.removeEventListener('abort', rejected))
    }
    kit.open({ view: 'Connect', namespace: 'eip155' })
  })
}
