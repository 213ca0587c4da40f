import { useI18n } from '../i18n/useI18n.js'
import { viewOutletMessages as m } from './viewOutletMessages.js'

/** What the modal shows for a view no one registered. */
export function ViewUnavailable({ view }: { view: string }) {
  const { t } = useI18n()
  return (
    <div className="centered">
      <p>{t(m.unavailable)}</p>
      <p className="sr-only">{view}</p>
    </div>
  )
}
