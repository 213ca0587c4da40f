import { createPublicClient, getAddress, http, isAddressEqual, isHex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type { AuthRefusal } from './AuthRefusal.js'
import type { AuthSession } from './AuthSession.js'
import type { NonceBook } from './createNonceBook.js'
import { formatAuthMessage } from './formatAuthMessage.js'

export interface VerifyAuthSessionContext {
  /** The requesting page's host (its Origin): the message must name it as its domain. */
  domain: string
  nonces: NonceBook
  /** The local chain's node for an EIP-155 chain id, for smart-account signatures. */
  rpcUrl: (chainId: number) => string | undefined
  now: number
}

const refuse = (reason: AuthRefusal['reason'], message: string): AuthRefusal => ({
  reason,
  message,
})

/**
 * Checks a session the way an app's server should before trusting it: the message parses as
 * EIP-4361 and is exactly the text the session's data stands for, its nonce was issued here and is spent now, its
 * domain is the requesting site's, the time is within Not Before and Expiration Time, and the
 * signature is the account's (EOA, ERC-1271 or ERC-6492, via viem against the local chain).
 * Resolves with the refusal, or undefined when the session is valid.
 */
export async function verifyAuthSession(
  session: AuthSession,
  context: VerifyAuthSessionContext,
): Promise<AuthRefusal | undefined> {
  const [namespace, reference] = session.data.chainId.split(':')
  const chainId = Number(reference)
  if (namespace !== 'eip155' || !Number.isSafeInteger(chainId)) {
    return refuse('unsupported-namespace', `This auth service verifies eip155 sign-ins only`)
  }
  // Every field is kept and later trusted (the expiry decides how long the session lasts), so
  // the data must be exactly the signed text, not just agree on a few fields.
  if (formatAuthMessage(session.data) !== session.message) {
    return refuse('malformed', 'The session data does not match its message')
  }
  const parsed = parseSiweMessage(session.message)
  const { address, domain, nonce } = parsed
  if (!address || !domain || !nonce || !parsed.uri || parsed.version !== '1' || !parsed.issuedAt) {
    return refuse('malformed', 'The message is not an EIP-4361 sign-in message')
  }
  const agrees =
    parsed.chainId === chainId &&
    address === session.data.accountAddress &&
    domain === session.data.domain &&
    nonce === session.data.nonce
  if (!agrees) return refuse('malformed', 'The session data does not match its message')
  if (getAddress(address) !== address) {
    return refuse('malformed', 'EIP-4361 needs the address EIP-55 checksummed')
  }
  if (!context.nonces.spend(nonce)) {
    return refuse('nonce', 'The nonce was not issued here or was already used')
  }
  if (domain !== context.domain) {
    return refuse('domain', `The message is for the domain ${domain}, not ${context.domain}`)
  }
  if (parsed.expirationTime && parsed.expirationTime.getTime() <= context.now) {
    return refuse('expired', `The sign-in expired at ${parsed.expirationTime.toISOString()}`)
  }
  if (parsed.notBefore && parsed.notBefore.getTime() > context.now) {
    return refuse(
      'not-yet-valid',
      `The sign-in is not valid before ${parsed.notBefore.toISOString()}`,
    )
  }
  const rpcUrl = context.rpcUrl(chainId)
  if (!rpcUrl) return refuse('unsupported-namespace', `No local chain ${chainId} here`)
  if (!isHex(session.signature)) return refuse('malformed', 'An eip155 signature is 0x hex')
  const client = createPublicClient({ transport: http(rpcUrl) })
  const valid = await client.verifyMessage({
    address,
    message: session.message,
    signature: session.signature,
  })
  if (!valid || !isAddressEqual(address, session.data.accountAddress as `0x${string}`)) {
    return refuse('signature', `The signature is not ${address}'s signature of the message`)
  }
  return undefined
}
