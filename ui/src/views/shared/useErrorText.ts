import { useI18n } from '../../i18n/useI18n.js'
import { errorMessage } from '../../utils/errorMessage.js'
import { failureMessages } from '../../utils/failureMessages.js'

/**
 * `errorMessage` with its fallback in the visitor's locale: the text a view or toast shows for
 * a failure ('Something went wrong' when the error brings no words).
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useI18n()
  return (error) => errorMessage(error, t(failureMessages.somethingWentWrong))
}
