import type { CaipNetwork } from '@appkit/kernel'
import { RemoteImage } from '../../components/RemoteImage.js'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { errorMessage } from '../../utils/errorMessage.js'
import { networkImageUrl } from '../shared/imageUrls.js'
import type { ViewProps } from '../ViewProps.js'
import { findTargetNetwork } from './findTargetNetwork.js'
import { SWITCH_DECLINED, useSwitchAttempt } from './useSwitchAttempt.js'

function Switching({ target }: { target: CaipNetwork }) {
  const { kit, toasts } = useUi()
  const { attempt, retry } = useSwitchAttempt(kit, toasts, target)
  const declined = attempt.status === 'declined'
  return (
    <div className="status" aria-live="polite">
      <span className="ring round" data-error={declined ? 'true' : undefined}>
        <RemoteImage url={networkImageUrl(kit, target)} name={target.name} variant="large round" />
      </span>
      {declined ? (
        <>
          <h3>{SWITCH_DECLINED}</h3>
          <p className="error" role="alert">
            {errorMessage(attempt.error)}
          </p>
          <p>
            A switch can be declined when the wallet does not support the network or a previous
            request is still open.
          </p>
          <button type="button" className="btn btn-primary btn-block" onClick={retry}>
            Try again
          </button>
        </>
      ) : (
        <>
          <h3>Approve in wallet</h3>
          <p>Accept the switch request in your wallet to use {target.name}.</p>
        </>
      )}
    </div>
  )
}

/** SwitchNetwork: 'Approve in wallet' for the target network, then 'Switch declined'. */
export default function SwitchNetworkView({ data }: ViewProps) {
  const { kit } = useUi()
  const networks = useStoreSelector(kit.registry.store, (state) => state.networks, Object.is)
  const target = findTargetNetwork(data, networks)
  if (!target) {
    return (
      <div className="centered" role="alert">
        <p>Switch network not found</p>
      </div>
    )
  }
  return <Switching key={target.caipNetworkId} target={target} />
}
