import type { TestWalletContext } from './TestWalletContext.js'

/** Connects or disconnects the page, emitting accountsChanged when that changes anything. */
export function setConnected(context: TestWalletContext, connected: boolean): void {
  if (context.state.get().connected === connected) return
  context.state.set({ connected })
  context.emit('accountsChanged', context.connectedAddresses())
}
