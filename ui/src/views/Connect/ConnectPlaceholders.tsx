import { useI18n } from '../../i18n/useI18n.js'
import { connectMessages as m } from './connectMessages.js'

/**
 * Spec §4 modal loading: where email and social logins may appear once the project
 * configuration arrives, grey rows instead of buttons that might then vanish.
 */
export function ConnectPlaceholders({ rows }: { rows: readonly ('email' | 'social')[] }) {
  const { t } = useI18n()
  return (
    <div className="list" role="status" aria-label={t(m.loadingLoginOptions)} aria-busy="true">
      {rows.map((row) => (
        <div key={row} className="item placeholder" aria-hidden="true">
          <span className="image" />
          <span className="placeholder-bar" />
        </div>
      ))}
    </div>
  )
}
