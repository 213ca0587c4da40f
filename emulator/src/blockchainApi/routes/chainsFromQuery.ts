import type { BlockchainApiContext } from '../BlockchainApiContext.js'
import { badRequest } from '../BlockchainApiError.js'
import type { LocalChain } from '../createLocalChain.js'
import { parseChainId } from '../parseChainId.js'

/**
 * The chains a request's `chainId` query parameter (CAIP-2) selects: the local chain it names,
 * none for a well-formed chain the emulator does not run, all of them when the parameter is
 * absent and optional. Malformed: 400 'Invalid CAIP-2 network id: {value}'.
 */
export function chainsFromQuery(
  url: URL,
  context: BlockchainApiContext,
  options: { required: boolean },
): LocalChain[] {
  const value = url.searchParams.get('chainId')
  if (value === null || value === '') {
    if (options.required) throw badRequest("Missing required query parameter 'chainId'")
    return [...context.chains.values()]
  }
  const { evmChainId } = parseChainId(value)
  const chain = evmChainId === undefined ? undefined : context.chains.get(evmChainId)
  return chain === undefined ? [] : [chain]
}
