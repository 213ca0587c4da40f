import type { Address, Hex } from 'viem'
import { badRequest } from './BlockchainApiError.js'
import { coinTypeToChainId } from './coinTypeToChainId.js'
import { isValidLabel, NAME_RULE_MESSAGE, NAME_SUFFIX } from './nameRule.js'
import { parseAddress } from './parseAddress.js'

/** How far (either way) the signed timestamp may be from the server's clock. */
export const REGISTRATION_WINDOW_SECONDS = 10 * 60

/** A POST /v1/profile/account body that passed every check but the signature and uniqueness. */
export interface RegisterRequest {
  coinType: number
  /** The EVM chain the signature is verified on. */
  chainId: number
  address: Address
  signature: Hex
  /** The signed text, as received. */
  message: string
  /** Lowercased `<label>.appkit.id`. */
  name: string
  attributes: Record<string, string>
}

const MAX_MESSAGE_LENGTH = 4096

/**
 * Decodes a name registration: { coinType, address, signature, message } where message is the
 * JSON text {"name":"<label>.appkit.id","attributes":{},"timestamp":<unix seconds>}. Throws a
 * 400 naming the first problem: coin type ('Invalid chainId'), address, signature, message
 * shape, name rule (spec §5), timestamp outside ±10 minutes of `nowSeconds`.
 */
export function parseRegisterRequest(body: unknown, nowSeconds: number): RegisterRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Body must be a JSON object with coinType, address, signature and message')
  }
  const { coinType, address, signature, message } = body as Record<string, unknown>
  const chainId = coinTypeToChainId(coinType)
  const owner = parseAddress(address)
  if (typeof signature !== 'string' || !/^0x(?:[0-9a-fA-F]{2}){1,4096}$/.test(signature)) {
    throw badRequest("'signature' must be a 0x-prefixed hex string")
  }
  if (typeof message !== 'string' || message.length > MAX_MESSAGE_LENGTH) {
    throw badRequest("'message' must be the signed JSON text")
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(message)
  } catch {
    throw badRequest("'message' must be JSON text with name, attributes and timestamp")
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest("'message' must be JSON text with name, attributes and timestamp")
  }
  const { name, attributes = {}, timestamp } = parsed as Record<string, unknown>
  if (typeof name !== 'string' || !name.toLowerCase().endsWith(NAME_SUFFIX)) {
    throw badRequest(`The signed name must end with ${NAME_SUFFIX}`)
  }
  const label = name.slice(0, -NAME_SUFFIX.length)
  if (!isValidLabel(label)) throw badRequest(NAME_RULE_MESSAGE)
  if (!isStringRecord(attributes)) {
    throw badRequest("The signed 'attributes' must be an object of strings")
  }
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp)) {
    throw badRequest("The signed 'timestamp' must be unix seconds")
  }
  if (Math.abs(nowSeconds - timestamp) > REGISTRATION_WINDOW_SECONDS) {
    throw badRequest('The signed timestamp is more than 10 minutes from the server time')
  }
  return {
    coinType: coinType as number,
    chainId,
    address: owner,
    signature: signature as Hex,
    message,
    name: name.toLowerCase(),
    attributes,
  }
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((item) => typeof item === 'string')
  )
}
