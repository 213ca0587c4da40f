import { AppKitError } from '@appkit/kernel'

/** Spec §8: what the email login views show when their code cannot be fetched. */
export const EMAIL_LOGIN_DEPENDENCY_MESSAGE = 'Unable to load email login dependency'

/**
 * Imports an email login view's chunk; a failed import (offline, a blocked or stale chunk)
 * rejects with 'Unable to load email login dependency', code VIEW_LOAD_FAILED, which the modal
 * shows in the view's place with Try again (that imports it again).
 */
export async function importEmailLoginChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load()
  } catch (cause) {
    throw new AppKitError(EMAIL_LOGIN_DEPENDENCY_MESSAGE, {
      category: 'INTERNAL_SDK_ERROR',
      code: 'VIEW_LOAD_FAILED',
      cause,
    })
  }
}
