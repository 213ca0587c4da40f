import { invalidParamsError, unauthorizedError } from '../../testWallet/ProviderRpcError.js'
import { decodeBase58, encodeBase58 } from './base58.js'
import type { WalletRequestContext } from './WalletRequestContext.js'

/** A compact-u16 (Solana's short vector length) at `offset`: its value and its byte length. */
function readCompactU16(bytes: Uint8Array, offset: number): [value: number, size: number] {
  let value = 0
  for (let size = 0; size < 3; size++) {
    const byte = bytes[offset + size]
    if (byte === undefined) throw invalidParamsError('the transaction is truncated')
    value |= (byte & 0x7f) << (7 * size)
    if ((byte & 0x80) === 0) return [value, size + 1]
  }
  throw invalidParamsError('the transaction has a bad length prefix')
}

function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

/**
 * solana_signTransaction { transaction }: signs a base64 wire transaction (legacy or v0) with the
 * wallet's Solana key in its signer slot, and answers { signature (base58), transaction (base64,
 * signed) } as WalletConnect's Solana RPC describes. 4100 when the wallet's key is not one of
 * the transaction's signers; -32602 for a transaction it cannot read.
 */
export function signSolanaTransaction(
  context: WalletRequestContext,
  params: unknown,
): { signature: string; transaction: string } {
  const { transaction } =
    typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {}
  if (typeof transaction !== 'string') {
    throw invalidParamsError('solana_signTransaction needs a base64 transaction')
  }
  let bytes: Uint8Array
  try {
    bytes = Uint8Array.from(atob(transaction), (char) => char.charCodeAt(0))
  } catch {
    throw invalidParamsError('the transaction must be base64')
  }
  const [signatureCount, prefix] = readCompactU16(bytes, 0)
  const messageStart = prefix + signatureCount * 64
  const message = bytes.subarray(messageStart)
  // A versioned message starts with 0x80 | version; a legacy one with its header.
  const header = (message[0] ?? 0) & 0x80 ? 1 : 0
  const requiredSignatures = message[header]
  if (requiredSignatures === undefined || requiredSignatures !== signatureCount) {
    throw invalidParamsError('the transaction header does not match its signatures')
  }
  const [keyCount, keyPrefix] = readCompactU16(message, header + 3)
  const keysStart = header + 3 + keyPrefix
  const ownKey = decodeBase58(context.solana.address)
  let slot = -1
  for (let index = 0; index < Math.min(keyCount, requiredSignatures); index++) {
    const key = message.subarray(keysStart + index * 32, keysStart + (index + 1) * 32)
    if (equalBytes(key, ownKey)) slot = index
  }
  if (slot < 0) throw unauthorizedError()
  const signature = context.solana.signMessage(message)
  const signed = Uint8Array.from(bytes)
  signed.set(signature, prefix + slot * 64)
  return {
    signature: encodeBase58(signature),
    transaction: btoa(String.fromCharCode(...signed)),
  }
}
