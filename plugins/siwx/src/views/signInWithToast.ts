import { AppKitError, RequestAbortedError } from '@appkit/kernel'
import type { UseToastResult } from '@appkit/ui'
import { SIWX_ERRORS } from '../SIWX_TEXTS.js'

/**
 * The Sign button: asks for the signature; a failure is the spec §8 toast 'Error signing
 * message' (or the AppKitError's own short message, e.g. 'No ActiveCaipAddress found') in the
 * provider's toast region, which announces it; none for an attempt the user cancelled. `text`
 * words the failure (the view gives it in the visitor's locale; English as it is by default).
 * Never rejects.
 */
export async function signInWithToast(
  signIn: () => Promise<unknown>,
  toast: Pick<UseToastResult, 'show'>,
  text: (problem: string) => string = (problem) => problem,
): Promise<void> {
  try {
    await signIn()
  } catch (error) {
    // Cancelled by the user while the wallet was asking: nothing went wrong.
    if (error instanceof RequestAbortedError) return
    toast.show(
      'error',
      text(error instanceof AppKitError ? error.shortMessage : SIWX_ERRORS.signingFailed),
    )
  }
}
