import { AppKitError } from '@appkit/kernel'
import { parseCaipNetworkId } from '@appkit/kernel/validators'
import { BLOCKCHAIN_NAMES } from './BLOCKCHAIN_NAMES.js'
import { findMessageDataProblem } from './findMessageDataProblem.js'
import type { SiwxMessageData } from './SiwxMessageData.js'

/**
 * The text a wallet signs, laid out as EIP-4361's ABNF (CAIP-122 with the family's name for
 * other namespaces): the header line, the address, a blank line, the optional statement, a
 * blank line, then URI, Version, Chain ID (the CAIP-2 reference), Nonce, Issued At and the
 * optional Expiration Time, Not Before, Request ID and Resources. Data that breaks the rules
 * (see findMessageDataProblem) throws 'Invalid sign-in message'.
 *
 * @example
 * formatSiwxMessage({ domain: 'example.com', accountAddress: '0xC02a…', chainId: 'eip155:1', … })
 * // 'example.com wants you to sign in with your Ethereum account:\n0xC02a…\n\n…'
 */
export function formatSiwxMessage(data: SiwxMessageData): string {
  const problem = findMessageDataProblem(data)
  if (problem !== undefined) {
    throw new AppKitError('Invalid sign-in message', {
      category: 'VALIDATION_ERROR',
      details: problem,
    })
  }
  const { chainNamespace, chainId } = parseCaipNetworkId(data.chainId)
  const header = [
    `${data.domain} wants you to sign in with your ${BLOCKCHAIN_NAMES[chainNamespace]} account:`,
    data.accountAddress,
    '',
    ...(data.statement === undefined ? [] : [data.statement]),
    '',
  ]
  const fields = [
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${chainId}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  ]
  if (data.expirationTime !== undefined) fields.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore !== undefined) fields.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) fields.push(`Request ID: ${data.requestId}`)
  if (data.resources !== undefined && data.resources.length > 0) {
    fields.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  }
  return [...header, ...fields].join('\n')
}
