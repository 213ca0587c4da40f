import { type Address, type Hex, isAddress, isHex } from 'viem'
import { isCallBundleId } from '../createWalletState.js'
import { invalidParamsError } from '../ProviderRpcError.js'
import { parseHexChainId } from './parseHexChainId.js'

/** The EIP-5792 version this wallet implements (`version` of wallet_sendCalls). */
export const CALLS_VERSION = '2.0.0'

/** One call of a wallet_sendCalls bundle after validation. */
export interface ParsedCall {
  to?: Address
  data?: Hex
  value?: bigint
  /** Names of the call-level capabilities not marked `optional: true`. */
  requiredCapabilities: string[]
}

/** wallet_sendCalls [request] after validation. */
export interface ParsedSendCalls {
  /** The caller's id, when given. */
  id?: string
  /** Unchecked against the accounts: the caller does that (4100). */
  from: unknown
  chainId: number
  atomicRequired: boolean
  calls: ParsedCall[]
  /** Names of the top-level capabilities not marked `optional: true`. */
  requiredCapabilities: string[]
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A `capabilities` object: every entry an object whose `optional`, when present, is a
 * boolean. Returns the names of the entries not marked optional.
 */
function requiredCapabilitiesOf(value: unknown, where: string): string[] {
  if (value === undefined) return []
  if (!isRecord(value)) throw invalidParamsError(`${where} must be an object`)
  const required: string[] = []
  for (const [name, capability] of Object.entries(value)) {
    if (!isRecord(capability)) throw invalidParamsError(`${where}.${name} must be an object`)
    const { optional } = capability
    if (optional !== undefined && typeof optional !== 'boolean') {
      throw invalidParamsError(`${where}.${name}.optional must be a boolean`)
    }
    if (optional !== true) required.push(name)
  }
  return required
}

function parseCall(call: unknown, index: number): ParsedCall {
  const where = `calls[${index}]`
  if (!isRecord(call)) throw invalidParamsError(`${where} must be an object`)
  const { to, data, value, capabilities } = call
  if (to !== undefined && (typeof to !== 'string' || !isAddress(to, { strict: false }))) {
    throw invalidParamsError(`${where}.to must be an address`)
  }
  if (data !== undefined && (typeof data !== 'string' || !isHex(data))) {
    throw invalidParamsError(`${where}.data must be a 0x-prefixed hex string`)
  }
  if (value !== undefined && (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value))) {
    throw invalidParamsError(`${where}.value must be a hexadecimal quantity such as "0x1"`)
  }
  if (to === undefined && data === undefined) {
    throw invalidParamsError(`${where} needs a "to" address or deployment "data"`)
  }
  return {
    ...(to === undefined ? {} : { to: to as Address }),
    ...(data === undefined ? {} : { data: data as Hex }),
    ...(value === undefined ? {} : { value: BigInt(value as string) }),
    requiredCapabilities: requiredCapabilitiesOf(capabilities, `${where}.capabilities`),
  }
}

/**
 * Validates wallet_sendCalls [{ version, id?, from?, chainId, atomicRequired, calls,
 * capabilities? }] as EIP-5792 2.0.0 defines it: version '2.0.0', a hex chain id without
 * leading zeros, `atomicRequired` a boolean, a non-empty `calls` list of `{ to?, data?,
 * value? }` (hex), `id` 0x-prefixed hex of at most 4096 bytes, and capabilities objects.
 * Anything else is a -32602 error naming the field.
 */
export function parseSendCallsParams(params: unknown): ParsedSendCalls {
  if (!Array.isArray(params) || params.length !== 1 || !isRecord(params[0])) {
    throw invalidParamsError(
      'wallet_sendCalls expects [{ version, chainId, atomicRequired, calls, from?, id?, capabilities? }]',
    )
  }
  const request = params[0]
  if (request.version !== CALLS_VERSION) {
    throw invalidParamsError(
      `version must be "${CALLS_VERSION}" (EIP-5792), got ${JSON.stringify(request.version) ?? 'nothing'}`,
    )
  }
  if (request.id !== undefined && !isCallBundleId(request.id)) {
    throw invalidParamsError('id must be a 0x-prefixed hex string of at most 4096 bytes')
  }
  if (
    request.from !== undefined &&
    (typeof request.from !== 'string' || !isAddress(request.from, { strict: false }))
  ) {
    throw invalidParamsError('from must be an address')
  }
  const chainId = parseHexChainId(request.chainId)
  if (typeof request.atomicRequired !== 'boolean') {
    throw invalidParamsError('atomicRequired must be a boolean')
  }
  const { calls } = request
  if (!Array.isArray(calls) || calls.length === 0) {
    throw invalidParamsError('calls must be a non-empty array')
  }
  // Index by index: a sparse array's holes are not calls.
  const parsedCalls: ParsedCall[] = []
  for (let index = 0; index < calls.length; index++) {
    parsedCalls.push(parseCall(calls[index], index))
  }
  return {
    ...(request.id === undefined ? {} : { id: request.id as string }),
    from: request.from,
    chainId,
    atomicRequired: request.atomicRequired,
    calls: parsedCalls,
    requiredCapabilities: requiredCapabilitiesOf(request.capabilities, 'capabilities'),
  }
}
