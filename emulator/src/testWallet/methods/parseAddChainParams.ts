import { invalidParamsError } from '../ProviderRpcError.js'
import type { TestWalletChain } from '../types.js'
import { parseHexChainId } from './parseHexChainId.js'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== ''
}

function isUrl(value: unknown, protocols: readonly string[]): value is string {
  if (typeof value !== 'string') return false
  try {
    return protocols.includes(new URL(value).protocol)
  } catch {
    return false
  }
}

/** An array of URLs of `protocols`. A hole ([, url]) is not a URL: `every` alone skips holes. */
function isUrlList(value: unknown, protocols: readonly string[]): value is string[] {
  return Array.isArray(value) && Array.from(value).every((url) => isUrl(url, protocols))
}

function optionalUrlList(value: unknown, name: string): void {
  if (value === undefined || value === null) return
  if (!isUrlList(value, ['http:', 'https:'])) {
    throw invalidParamsError(`${name} must be an array of http(s) URLs`)
  }
}

/**
 * Validates wallet_addEthereumChain params (EIP-3085): [{ chainId, chainName, rpcUrls,
 * nativeCurrency: { name, symbol, decimals }, blockExplorerUrls?, iconUrls? }]. Returns the
 * chain with the first http(s) RPC URL; anything malformed is a -32602 error naming the field.
 */
export function parseAddChainParams(params: unknown): TestWalletChain {
  const request = Array.isArray(params) ? params[0] : undefined
  if (!isRecord(request)) {
    throw invalidParamsError(
      'wallet_addEthereumChain expects [{ chainId, chainName, rpcUrls, nativeCurrency }]',
    )
  }
  const chainId = parseHexChainId(request.chainId)
  if (!isNonEmptyString(request.chainName)) {
    throw invalidParamsError('chainName must be a non-empty string')
  }
  const { rpcUrls, nativeCurrency } = request
  if (!Array.isArray(rpcUrls) || rpcUrls.length === 0) {
    throw invalidParamsError('rpcUrls must be a non-empty array of URLs')
  }
  if (!isUrlList(rpcUrls, ['http:', 'https:', 'ws:', 'wss:'])) {
    throw invalidParamsError('rpcUrls must contain only http(s) or ws(s) URLs')
  }
  const rpcUrl = rpcUrls.find((url) => url.startsWith('http'))
  if (rpcUrl === undefined) throw invalidParamsError('rpcUrls must contain an http(s) URL')
  if (!isRecord(nativeCurrency)) {
    throw invalidParamsError('nativeCurrency must be an object { name, symbol, decimals }')
  }
  if (!isNonEmptyString(nativeCurrency.name)) {
    throw invalidParamsError('nativeCurrency.name must be a non-empty string')
  }
  const { symbol, decimals } = nativeCurrency
  if (typeof symbol !== 'string' || symbol.length < 1 || symbol.length > 6) {
    throw invalidParamsError('nativeCurrency.symbol must be a string of 1 to 6 characters')
  }
  if (
    typeof decimals !== 'number' ||
    !Number.isInteger(decimals) ||
    decimals < 0 ||
    decimals > 36
  ) {
    throw invalidParamsError('nativeCurrency.decimals must be an integer from 0 to 36')
  }
  optionalUrlList(request.blockExplorerUrls, 'blockExplorerUrls')
  if (request.iconUrls !== undefined && !Array.isArray(request.iconUrls)) {
    throw invalidParamsError('iconUrls must be an array of URLs')
  }
  return {
    chainId,
    name: request.chainName.trim(),
    rpcUrl,
    nativeCurrency: { name: nativeCurrency.name, symbol, decimals },
  }
}
