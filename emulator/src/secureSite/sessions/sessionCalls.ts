import { type Address, encodeFunctionData, type Hex, hexToBigInt } from 'viem'
import { appKitSmartAccountArtifact } from '../../chains/smartAccountArtifacts.js'
import type { SmartAccountCall } from '../smartAccount/smartAccountSignatures.js'
import type { PermissionRequest } from './PermissionRequest.js'
import { signerAddress } from './signerAddress.js'

const NATIVE_TOKEN: Address = '0x0000000000000000000000000000000000000000'

/** The account's own grantSession call for a decoded request (run in an owner-signed batch). */
export function grantSessionCall(
  account: Address,
  sessionId: Hex,
  request: PermissionRequest,
): SmartAccountCall {
  const allowances = []
  const calls = []
  for (const permission of request.permissions) {
    if (permission.type === 'contract-call') {
      for (const { selector } of permission.data.functions) {
        calls.push({ target: permission.data.address, selector })
      }
      continue
    }
    allowances.push({
      token: permission.type === 'erc20-recurring-allowance' ? permission.data.token : NATIVE_TOKEN,
      amount: hexToBigInt(permission.data.allowance),
      start: permission.data.start,
      period: permission.data.period,
    })
  }
  return {
    to: account,
    value: 0n,
    data: encodeFunctionData({
      abi: appKitSmartAccountArtifact.abi,
      functionName: 'grantSession',
      args: [sessionId, signerAddress(request.signer), request.expiry, allowances, calls],
    }),
  }
}

/** The account's own revokeSession call (run in an owner-signed batch). */
export function revokeSessionCall(account: Address, sessionId: Hex): SmartAccountCall {
  return {
    to: account,
    value: 0n,
    data: encodeFunctionData({
      abi: appKitSmartAccountArtifact.abi,
      functionName: 'revokeSession',
      args: [sessionId],
    }),
  }
}
