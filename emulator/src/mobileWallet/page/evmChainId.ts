import { invalidParamsError } from '../../testWallet/ProviderRpcError.js'

/** The numeric id of a CAIP-2 EVM chain ('eip155:31337' -> 31337); throws for other chains. */
export function evmChainId(caip2: string): number {
  const match = /^eip155:([1-9]\d{0,15})$/.exec(caip2)
  const id = match?.[1] === undefined ? Number.NaN : Number(match[1])
  if (!Number.isSafeInteger(id)) throw invalidParamsError(`not an EVM chain: ${caip2}`)
  return id
}
