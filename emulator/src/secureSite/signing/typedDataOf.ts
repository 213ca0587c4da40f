import type { Address, TypedDataDefinition } from 'viem'
import { isRecord } from './isRecord.js'
import { invalidParams, SignRequestError } from './SignRequestError.js'
import { SMART_ACCOUNT_DOMAIN_NAME } from './SMART_ACCOUNT_DOMAIN_NAME.js'

/**
 * eth_signTypedData_v4's data (JSON text or an object), ready for viem (EIP712Domain is implied
 * by the domain). Refused: typed data for AppKitSmartAccount's own domain, or for any of
 * `guardedContracts` (the user's smart accounts on every chain, the factories). The owner key's
 * signature of such data is what the smart account itself accepts (a signed batch it runs for
 * anyone, or its ERC-1271 wrapper), so signing it for a page would hand over the account.
 */
export function typedDataOf(
  raw: unknown,
  guardedContracts: readonly Address[],
): TypedDataDefinition {
  let data: unknown
  try {
    data = typeof raw === 'string' ? JSON.parse(raw) : raw
  } catch {
    throw invalidParams('typed data')
  }
  if (!isRecord(data) || !isRecord(data.types)) throw invalidParams('typed data')
  const domain = data.domain === undefined ? {} : data.domain
  if (!isRecord(domain)) throw invalidParams('typed data')
  const name = typeof domain.name === 'string' ? domain.name.trim().toLowerCase() : ''
  const contract =
    typeof domain.verifyingContract === 'string' ? domain.verifyingContract.toLowerCase() : ''
  if (
    name === SMART_ACCOUNT_DOMAIN_NAME.toLowerCase() ||
    guardedContracts.some((address) => address.toLowerCase() === contract)
  ) {
    throw new SignRequestError("Typed data for the wallet's own smart account is not signed", 4100)
  }
  const { EIP712Domain: _implied, ...types } = data.types
  return { ...data, types } as TypedDataDefinition
}
