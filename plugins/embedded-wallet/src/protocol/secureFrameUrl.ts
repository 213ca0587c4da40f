import { SECURE_SDK_VERSION } from '../policies.js'

export interface SecureFrameUrlInput {
  secureSiteUrl: string
  projectId: string
  chainId: number | string
  rpcUrl?: string
  enableLogger?: boolean
  /**
   * The visitor's locale as the kit resolved it ('fr', 'pt-BR'), so the secure site shows its
   * pages (approvals, errors) in the modal's language; it falls back to English for one it lacks.
   */
  locale?: string
}

/**
 * The hidden iframe's URL: the secure site with the query parameters of spec §7 (projectId,
 * chainId, version, enableLogger, rpcUrl) and the visitor's locale.
 */
export function secureFrameUrl(input: SecureFrameUrlInput): string {
  const url = new URL(input.secureSiteUrl)
  url.searchParams.set('projectId', input.projectId)
  url.searchParams.set('chainId', String(input.chainId))
  url.searchParams.set('version', SECURE_SDK_VERSION)
  url.searchParams.set('enableLogger', String(input.enableLogger ?? false))
  if (input.rpcUrl) url.searchParams.set('rpcUrl', input.rpcUrl)
  if (input.locale) url.searchParams.set('locale', input.locale)
  return url.toString()
}
