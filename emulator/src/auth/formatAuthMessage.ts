import type { AuthMessageData } from './AuthSession.js'

/** The chain family's name in a message's first line (EIP-4361, CAIP-122 namespace profiles). */
const FAMILY_NAMES: Readonly<Record<string, string>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

/**
 * The CAIP-122 text that `data` stands for (EIP-4361's layout, the family's name in the header,
 * the CAIP-2 reference as Chain ID), or undefined for an unknown namespace. The server requires
 * a session's message to equal it, so the data it keeps is exactly what was signed.
 */
export function formatAuthMessage(data: AuthMessageData): string | undefined {
  const separator = data.chainId.indexOf(':')
  const family = FAMILY_NAMES[data.chainId.slice(0, separator)]
  if (separator < 0 || family === undefined) return undefined
  const lines = [
    `${data.domain} wants you to sign in with your ${family} account:`,
    data.accountAddress,
    '',
    ...(data.statement === undefined ? [] : [data.statement]),
    '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${data.chainId.slice(separator + 1)}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  ]
  if (data.expirationTime !== undefined) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore !== undefined) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources !== undefined && data.resources.length > 0) {
    lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  }
  return lines.join('\n')
}
