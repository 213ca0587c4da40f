import { numberToHex } from 'viem'
import type { TestWalletContext } from './TestWalletContext.js'

/** Makes `chainId` the active chain, emitting chainChanged (hex) when it changes. */
export function setActiveChain(context: TestWalletContext, chainId: number): void {
  if (context.state.get().chainId === chainId) return
  context.state.set({ chainId })
  context.emit('chainChanged', numberToHex(chainId))
}
