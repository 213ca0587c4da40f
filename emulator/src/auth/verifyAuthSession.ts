import {
  decodeBitcoinAddress,
  isAddressOnBitcoinChain,
  verifyBitcoinSignature,
} from '@appkit/bip122/verify'
import { getAddress, isAddress } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import type { AuthRefusal } from './AuthRefusal.js'
import type { AuthSession } from './AuthSession.js'
import type { NonceBook } from './createNonceBook.js'
import { formatAuthMessage } from './formatAuthMessage.js'
import { verifyEip155AuthSignature } from './verifyEip155AuthSignature.js'
import { verifySolanaAuthSignature } from './verifySolanaAuthSignature.js'

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

/** RFC 3339 date-time, the profile of ISO-8601 that EIP-4361 and CAIP-122 require. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/** The instant, or undefined for text that is not an RFC 3339 date-time of a real day and hour. */
function timeOf(text: string | undefined): number | undefined {
  if (text === undefined || !DATE_TIME.test(text)) return undefined
  // Month 13 or hour 25 fit the pattern but are no instant (NaN): every comparison with NaN is
  // false, so such an expiry would pass the time check and the session would never be found.
  const ms = Date.parse(text)
  return Number.isNaN(ms) ? undefined : ms
}

/** One family's rules: what its data must look like, and whose signature the message bears. */
interface NamespaceCheck {
  problem(
    session: AuthSession,
    reference: string,
    context: VerifyAuthSessionContext,
  ): AuthRefusal | undefined
  verify(
    session: AuthSession,
    reference: string,
    context: VerifyAuthSessionContext,
  ): Promise<boolean>
}

const CHECKS: Readonly<Record<string, NamespaceCheck>> = {
  eip155: {
    problem({ data, message }, reference, context) {
      // viem's parser is a second, independent reading of an EIP-4361 message.
      const parsed = parseSiweMessage(message)
      if (parsed.address !== data.accountAddress || String(parsed.chainId) !== reference) {
        return refuse('malformed', 'The message is not an EIP-4361 sign-in message')
      }
      const address = data.accountAddress
      if (!isAddress(address, { strict: false }) || getAddress(address) !== address) {
        return refuse('malformed', 'EIP-4361 needs the address EIP-55 checksummed')
      }
      if (!context.rpcUrl(Number(reference))) {
        return refuse('unsupported-namespace', `No local chain ${reference} here`)
      }
      return undefined
    },
    async verify(session, reference, context) {
      const rpcUrl = context.rpcUrl(Number(reference))
      if (!rpcUrl) return false
      const address = session.data.accountAddress as `0x${string}`
      return verifyEip155AuthSignature(rpcUrl, address, session.message, session.signature)
    },
  },
  solana: {
    problem: () => undefined,
    verify: async (session) =>
      verifySolanaAuthSignature(session.data.accountAddress, session.message, session.signature),
  },
  bip122: {
    problem({ data }, reference) {
      const decoded = decodeBitcoinAddress(data.accountAddress)
      if (!decoded) return refuse('malformed', 'The account is not a Bitcoin address')
      if (!isAddressOnBitcoinChain(decoded, reference)) {
        return refuse(
          'malformed',
          `The address ${data.accountAddress} is not on the network bip122:${reference}`,
        )
      }
      return undefined
    },
    async verify(session) {
      return verifyBitcoinSignature({
        address: session.data.accountAddress,
        message: session.message,
        signature: session.signature,
      })
    },
  },
}

/**
 * Checks a session the way an app's server should before trusting it: the message is exactly
 * the CAIP-122 text (EIP-4361 on eip155) its data stands for, its nonce was issued here and is
 * spent now, its domain is the requesting site's, the time is within Not Before and Expiration
 * Time, and the signature is the account's: eip155 EOA, ERC-1271 or ERC-6492 (via viem against
 * the local chain), solana ed25519, bip122 BIP-137 or BIP-322 'simple'.
 * Resolves with the refusal, or undefined when the session is valid.
 */
export async function verifyAuthSession(
  session: AuthSession,
  context: VerifyAuthSessionContext,
): Promise<AuthRefusal | undefined> {
  const { data } = session
  const separator = data.chainId.indexOf(':')
  const namespace = data.chainId.slice(0, separator)
  const reference = data.chainId.slice(separator + 1)
  const check = separator > 0 ? CHECKS[namespace] : undefined
  if (!check) {
    return refuse('unsupported-namespace', `This auth service verifies eip155, solana and bip122`)
  }
  // Every field is kept and later trusted (the expiry decides how long the session lasts), so
  // the data must be exactly the signed text, not just agree on a few fields.
  if (formatAuthMessage(data) !== session.message) {
    return refuse('malformed', 'The session data does not match its message')
  }
  const problem = check.problem(session, reference, context)
  if (problem) return problem
  const expiresAt = timeOf(data.expirationTime)
  const notBefore = timeOf(data.notBefore)
  if (
    data.version !== '1' ||
    timeOf(data.issuedAt) === undefined ||
    (data.expirationTime !== undefined && expiresAt === undefined) ||
    (data.notBefore !== undefined && notBefore === undefined)
  ) {
    return refuse('malformed', 'Version must be 1 and times ISO-8601 (RFC 3339) date-times')
  }
  if (!context.nonces.spend(data.nonce)) {
    return refuse('nonce', 'The nonce was not issued here or was already used')
  }
  if (data.domain !== context.domain) {
    return refuse('domain', `The message is for the domain ${data.domain}, not ${context.domain}`)
  }
  if (expiresAt !== undefined && expiresAt <= context.now) {
    return refuse('expired', `The sign-in expired at ${data.expirationTime}`)
  }
  if (notBefore !== undefined && notBefore > context.now) {
    return refuse('not-yet-valid', `The sign-in is not valid before ${data.notBefore}`)
  }
  if (!(await check.verify(session, reference, context))) {
    return refuse(
      'signature',
      `The signature is not ${data.accountAddress}'s signature of the message`,
    )
  }
  return undefined
}
