import { AppKitError, type I18n } from '@appkit/kernel'
import { emailLoginChunkMessages as m } from './emailLoginChunkMessages.js'

/** Spec §8: what the email login views show when their code cannot be fetched (English). */
export const EMAIL_LOGIN_DEPENDENCY_MESSAGE = m.loadFailed.message

/**
 * Imports an email login view's chunk; a failed import (offline, a blocked or stale chunk)
 * rejects with 'Unable to load email login dependency' (in the visitor's locale when `i18n` is
 * given), code VIEW_LOAD_FAILED, which the modal shows in the view's place with Try again (that
 * imports it again).
 */
export async function importEmailLoginChunk<T>(
  load: () => Promise<T>,
  i18n?: Pick<I18n, 't'>,
): Promise<T> {
  try {
    return await load()
  } catch (cause) {
    throw new AppKitError(i18n ? i18n.t(m.loadFailed) : m.loadFailed.message, {
      category: 'INTERNAL_SDK_ERROR',
      code: 'VIEW_LOAD_FAILED',
      cause,
    })
  }
}
