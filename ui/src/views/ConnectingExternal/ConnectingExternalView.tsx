import { getConnector } from '@appkit/kernel'
import { RemoteImage } from '../../components/RemoteImage.js'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useI18n } from '../../i18n/useI18n.js'
import { connectorImageUrl } from '../shared/imageUrls.js'
import { useErrorText } from '../shared/useErrorText.js'
import type { ViewProps } from '../ViewProps.js'
import { connectingExternalMessages as m } from './connectingExternalMessages.js'
import { useConnectAttempt } from './useConnectAttempt.js'

function ConnectingStatus({ connectorId }: { connectorId: string }) {
  const { kit } = useUi()
  const { t } = useI18n()
  const errorText = useErrorText()
  const connector = useStoreSelector(
    kit.registry.store,
    (state) => getConnector(state, connectorId),
    Object.is,
  )
  const { attempt, retry } = useConnectAttempt(kit, connectorId)
  const name = connector?.name
  const failed = attempt.status === 'failed'

  return (
    <div className="status" aria-live="polite">
      <span className="ring" data-error={failed ? 'true' : undefined}>
        <RemoteImage
          url={connector ? connectorImageUrl(kit, connector) : undefined}
          name={name ?? t(m.yourWallet)}
          variant="large"
        />
      </span>
      {failed ? (
        <>
          <h3>{t(m.failed)}</h3>
          <p className="error" role="alert">
            {errorText(attempt.error)}
          </p>
        </>
      ) : (
        <>
          <h3>{name !== undefined ? t(m.continueIn, { name }) : t(m.continueInYourWallet)}</h3>
          <p>{t(m.accept)}</p>
        </>
      )}
      <div className="row">
        <button type="button" className="btn" onClick={() => kit.router.goBack() || kit.close()}>
          {t(m.cancel)}
        </button>
        {/* No retry while the wallet is still asked: a second request races the first one. */}
        {failed ? (
          <button type="button" className="btn btn-primary" onClick={retry}>
            {t(m.tryAgain)}
          </button>
        ) : null}
      </div>
    </div>
  )
}

/** Connecting a browser wallet: 'Continue in <wallet>', then the error and Try again. */
export default function ConnectingExternalView({ data }: ViewProps) {
  const { t } = useI18n()
  const connectorId = typeof data?.connectorId === 'string' ? data.connectorId : undefined
  if (!connectorId) {
    return (
      <div className="centered">
        <p>{t(m.unavailable)}</p>
      </div>
    )
  }
  return <ConnectingStatus connectorId={connectorId} />
}
