import { SECURE_SDK_VERSION } from '../policies.js'

export interface SecureFrameUrlInput {
  secureSiteUrl: string
  projectId: string
  chainId: number | string
  rpcUrl?: string
  enableLogger?: boolean
}

/**
 * The hidden iframe's URL: the secure site with the query parameters of spec §7 (projectId,
 * chainId, version, enableLogger, rpcUrl).
 */
export function secureFrameUrl(input: SecureFrameUrlInput): string {
  const url = new URL(input.secureSiteUrl)
  url.searchParams.set('projectId', input.projectId)
  url.searchParams.set('chainId', String(input.chainId))
  url.searchParams.set('version', SECURE_SDK_VERSION)
  url.searchParams.set('enableLogger', String(input.enableLogger ?? false))
  if (input.rpcUrl) url.searchParams.set('rpcUrl', input.rpcUrl)
  return url.toString()
}
