import { AppKitError } from '@appkit/kernel'
import { validateSendCalls } from '@appkit/kernel/validators'

/**
 * Spec §5 'Send-calls destinations and data start with 0x', checked in the page before a
 * `wallet_sendCalls` request goes to the secure frame: its first parameter must be an object
 * whose `calls` pass `validateSendCalls`. Throws the validator's AppKitError (VALIDATION_ERROR,
 * EIP-1193 code -32602 invalid params); nothing is sent.
 */
export function checkSendCalls(params: readonly unknown[]): void {
  const [request] = params
  if (typeof request !== 'object' || request === null) {
    throw new AppKitError('Invalid wallet_sendCalls request: expected an object with calls', {
      category: 'VALIDATION_ERROR',
      code: -32602,
    })
  }
  try {
    validateSendCalls((request as { calls?: unknown }).calls)
  } catch (error) {
    const failure = error instanceof AppKitError ? error : undefined
    throw new AppKitError(failure?.shortMessage ?? 'Invalid calls', {
      category: 'VALIDATION_ERROR',
      code: -32602,
      cause: error,
    })
  }
}
