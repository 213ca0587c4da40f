import { getConnector } from '@appkit/kernel'
import { RemoteImage } from '../../components/RemoteImage.js'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { errorMessage } from '../../utils/errorMessage.js'
import { connectorImageUrl } from '../shared/imageUrls.js'
import type { ViewProps } from '../ViewProps.js'
import { useConnectAttempt } from './useConnectAttempt.js'

function ConnectingStatus({ connectorId }: { connectorId: string }) {
  const { kit } = useUi()
  const connector = useStoreSelector(
    kit.registry.store,
    (state) => getConnector(state, connectorId),
    Object.is,
  )
  const { attempt, retry } = useConnectAttempt(kit, connectorId)
  const name = connector?.name ?? 'your wallet'
  const failed = attempt.status === 'failed'

  return (
    <div className="status" aria-live="polite">
      <span className="ring" data-error={failed ? 'true' : undefined}>
        <RemoteImage
          url={connector ? connectorImageUrl(kit, connector) : undefined}
          name={name}
          variant="large"
        />
      </span>
      {failed ? (
        <>
          <h3>Connection failed</h3>
          <p className="error" role="alert">
            {errorMessage(attempt.error)}
          </p>
        </>
      ) : (
        <>
          <h3>Continue in {name}</h3>
          <p>Accept the connection request in your wallet.</p>
        </>
      )}
      <div className="row">
        <button type="button" className="btn" onClick={() => kit.router.goBack() || kit.close()}>
          Cancel
        </button>
        {/* No retry while the wallet is still asked: a second request races the first one. */}
        {failed ? (
          <button type="button" className="btn btn-primary" onClick={retry}>
            Try again
          </button>
        ) : null}
      </div>
    </div>
  )
}

/** Connecting a browser wallet: 'Continue in <wallet>', then the error and Try again. */
export default function ConnectingExternalView({ data }: ViewProps) {
  const connectorId = typeof data?.connectorId === 'string' ? data.connectorId : undefined
  if (!connectorId) {
    return (
      <div className="centered">
        <p>This wallet is not available</p>
      </div>
    )
  }
  return <ConnectingStatus connectorId={connectorId} />
}
