import { parseAddChainParams } from './parseAddChainParams.js'
import { setActiveChain } from './setActiveChain.js'
import type { TestWalletContext } from './TestWalletContext.js'

/**
 * wallet_addEthereumChain: validates the params, asks the user ('Add network … and switch to
 * it'), then knows the chain and switches to it, as MetaMask does (wagmi's injected connector
 * expects the switch). A chain also in the wallet's configuration keeps its configured RPC URL,
 * so reads go to the emulator's node whatever URL the page offered.
 */
export async function addChain(context: TestWalletContext, params: unknown): Promise<null> {
  const requested = parseAddChainParams(params)
  await context.confirm('wallet_addEthereumChain', params)
  const configured = context.configuredChain(requested.chainId)
  const chain = configured ? { ...requested, rpcUrl: configured.rpcUrl } : requested
  const { addedChains } = context.state.get()
  if (!context.knownChains().some((known) => known.chainId === chain.chainId)) {
    context.state.set({ addedChains: [...addedChains, chain] })
  }
  setActiveChain(context, chain.chainId)
  return null
}
