import type { CaipNetwork } from '@appkit/kernel'
import { RemoteImage } from '../../components/RemoteImage.js'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useI18n } from '../../i18n/useI18n.js'
import { networkImageUrl } from '../shared/imageUrls.js'
import { useErrorText } from '../shared/useErrorText.js'
import type { ViewProps } from '../ViewProps.js'
import { findTargetNetwork } from './findTargetNetwork.js'
import { switchNetworkMessages as m } from './switchNetworkMessages.js'
import { useSwitchAttempt } from './useSwitchAttempt.js'

function Switching({ target }: { target: CaipNetwork }) {
  const { kit, toasts } = useUi()
  const { t } = useI18n()
  const errorText = useErrorText()
  const { attempt, retry } = useSwitchAttempt(kit, toasts, target)
  const declined = attempt.status === 'declined'
  return (
    <div className="status" aria-live="polite">
      <span className="ring round" data-error={declined ? 'true' : undefined}>
        <RemoteImage url={networkImageUrl(kit, target)} name={target.name} variant="large round" />
      </span>
      {declined ? (
        <>
          <h3>{t(m.declined)}</h3>
          <p className="error" role="alert">
            {errorText(attempt.error)}
          </p>
          <p>{t(m.declinedHelp)}</p>
          <button type="button" className="btn btn-primary btn-block" onClick={retry}>
            {t(m.tryAgain)}
          </button>
        </>
      ) : (
        <>
          <h3>{t(m.approveTitle)}</h3>
          <p>{t(m.approveText, { network: target.name })}</p>
        </>
      )}
    </div>
  )
}

/** SwitchNetwork: 'Approve in wallet' for the target network, then 'Switch declined'. */
export default function SwitchNetworkView({ data }: ViewProps) {
  const { kit } = useUi()
  const { t } = useI18n()
  const networks = useStoreSelector(kit.registry.store, (state) => state.networks, Object.is)
  const target = findTargetNetwork(data, networks)
  if (!target) {
    return (
      <div className="centered" role="alert">
        <p>{t(m.notFound)}</p>
      </div>
    )
  }
  return <Switching key={target.caipNetworkId} target={target} />
}
