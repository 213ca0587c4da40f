import { type Address, bytesToHex, type Hash, type HDAccount, numberToHex } from 'viem'
import { CALL_BUNDLE_LIMIT, type CallBundle } from '../createWalletState.js'
import {
  atomicityNotSupportedError,
  duplicateBundleIdError,
  ProviderRpcError,
  unauthorizedError,
  unsupportedCapabilityError,
  unsupportedChainIdError,
} from '../ProviderRpcError.js'
import type { TestWalletChain } from '../types.js'
import { type ParsedCall, parseSendCallsParams } from './parseSendCallsParams.js'
import { submitTransaction } from './submitTransaction.js'
import type { TestWalletContext } from './TestWalletContext.js'
import { toProviderRpcError } from './toProviderRpcError.js'

/**
 * The gas limit of a call whose gas estimate reverted: it is sent anyway, so the revert lands
 * on chain and wallet_getCallsStatus reports it (500 / 600), as when a user confirms a
 * transaction their wallet warned would fail. Plenty for a test call; a reverting call only
 * pays for the gas it used.
 */
export const REVERTING_CALL_GAS = 3_000_000n

function randomBundleId(): string {
  return bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(32)))
}

function isRevert(error: unknown): boolean {
  if (!(error instanceof ProviderRpcError)) return false
  return error.code === 3 || /revert|VM Exception|invalid opcode/i.test(error.message)
}

/** The call's gas: the node's estimate, or REVERTING_CALL_GAS when the call would revert. */
async function gasOf(
  context: TestWalletContext,
  chain: TestWalletChain,
  from: Address,
  call: ParsedCall,
): Promise<bigint> {
  const transaction = {
    from,
    ...(call.to === undefined ? {} : { to: call.to }),
    ...(call.data === undefined ? {} : { data: call.data }),
    ...(call.value === undefined ? {} : { value: numberToHex(call.value) }),
  }
  try {
    return BigInt((await context.rpc(chain.rpcUrl, 'eth_estimateGas', [transaction])) as string)
  } catch (error) {
    if (isRevert(error)) return REVERTING_CALL_GAS
    throw error
  }
}

const hashPattern = /^0x[0-9a-fA-F]{64}$/

/**
 * Hardhat (throwOnTransactionFailures, its default) mines a transaction that reverts and then
 * answers eth_sendRawTransaction with an error whose data holds the mined `txHash`: that call
 * was sent. Any other error is rethrown.
 */
function minedDespite(error: unknown): Hash {
  const txHash = (error as { data?: { txHash?: unknown } } | null)?.data?.txHash
  if (error instanceof ProviderRpcError && typeof txHash === 'string' && hashPattern.test(txHash)) {
    return txHash as Hash
  }
  throw error
}

function firstRequiredCapability(calls: readonly ParsedCall[], topLevel: readonly string[]) {
  return (
    topLevel[0] ??
    calls.find((call) => call.requiredCapabilities.length > 0)?.requiredCapabilities[0]
  )
}

function remember(context: TestWalletContext, bundle: CallBundle): void {
  const callBundles = [...context.state.get().callBundles, bundle].slice(-CALL_BUNDLE_LIMIT)
  context.state.set({ callBundles })
}

/**
 * wallet_sendCalls [request] (EIP-5792 2.0.0). Checks, in order: the params (-32602), the
 * sender (`from`, or the selected account when left out; 4100 when not connected or not
 * ours), the chain (5710 unless it is the active chain), capabilities (5700 for any not marked
 * optional: the wallet supports none), `atomicRequired: true` (5760: calls go out one by one)
 * and the id (5720 when already used). One prompt for the whole bundle (4001 when rejected);
 * then each call is signed and sent as its own transaction, in order and contiguously. A call
 * whose gas estimate reverts is still sent (REVERTING_CALL_GAS). When sending fails otherwise
 * (insufficient funds, node down), the first call's error is the request's; after that, the
 * rest of the calls are not sent and the bundle's status shows it. Returns `{ id }`: the
 * caller's, or 32 random bytes.
 */
export async function sendCalls(
  context: TestWalletContext,
  params: unknown,
): Promise<{ id: string }> {
  const request = parseSendCallsParams(params)
  let account: HDAccount
  if (request.from === undefined) {
    const selected = context.connectedAddresses()[0]
    if (!selected) throw unauthorizedError()
    account = context.requireAccount(selected)
  } else {
    account = context.requireAccount(request.from)
  }
  const chain = context.activeChain()
  if (request.chainId !== chain.chainId) {
    throw unsupportedChainIdError(numberToHex(request.chainId))
  }
  const capability = firstRequiredCapability(request.calls, request.requiredCapabilities)
  if (capability !== undefined) throw unsupportedCapabilityError(capability)
  if (request.atomicRequired) throw atomicityNotSupportedError()

  const id = request.id ?? randomBundleId()
  const key = id.toLowerCase()
  const known = context.state.get().callBundles.some((bundle) => bundle.id.toLowerCase() === key)
  if (known || context.pendingBundleIds.has(key)) throw duplicateBundleIdError(id)
  context.pendingBundleIds.add(key)
  try {
    await context.confirm('wallet_sendCalls', params)
    const transactionHashes: Hash[] = []
    let failure: unknown
    await context.exclusive(async () => {
      for (const call of request.calls) {
        try {
          const gas = await gasOf(context, chain, account.address, call)
          transactionHashes.push(
            await submitTransaction(context, account, chain, {
              to: call.to,
              data: call.data,
              value: call.value,
              gas,
            }).catch((error: unknown) => minedDespite(error)),
          )
        } catch (error) {
          failure = error
          return
        }
      }
    })
    if (transactionHashes.length === 0) throw toProviderRpcError(failure)
    remember(context, {
      id,
      chainId: chain.chainId,
      from: account.address,
      callCount: request.calls.length,
      transactionHashes,
    })
    return { id }
  } finally {
    context.pendingBundleIds.delete(key)
  }
}
