import { useState } from 'react'
import { RemoteImage } from '../../components/RemoteImage.js'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { useI18n } from '../../i18n/useI18n.js'
import { findTargetNetwork } from '../SwitchNetwork/findTargetNetwork.js'
import { networkImageUrl } from '../shared/imageUrls.js'
import { useErrorText } from '../shared/useErrorText.js'
import type { ViewProps } from '../ViewProps.js'
import { FAMILY_NAMES, switchActiveChain } from './switchActiveChain.js'
import { switchActiveChainMessages as m } from './switchActiveChainMessages.js'

/**
 * SwitchActiveChain: the target network is of another family on which the user has no account
 * (spec §2). 'Switch' makes it active and goes on to Connect to pick a wallet for that family.
 */
export default function SwitchActiveChainView({ data }: ViewProps) {
  const { kit, toasts } = useUi()
  const { t } = useI18n()
  const errorText = useErrorText()
  const networks = useStoreSelector(kit.registry.store, (state) => state.networks, Object.is)
  const [pending, setPending] = useState(false)
  const target = findTargetNetwork(data, networks)
  if (!target) {
    return (
      <div className="centered" role="alert">
        <p>{t(m.notFound)}</p>
      </div>
    )
  }
  const family = FAMILY_NAMES[target.chainNamespace] ?? target.chainNamespace
  async function onSwitch() {
    if (!target) return
    setPending(true)
    try {
      await switchActiveChain(kit, target, { replace: data?.replace !== false })
    } catch (error) {
      toasts.show('error', errorText(error))
      setPending(false)
    }
  }
  return (
    <div className="status" aria-live="polite">
      <span className="ring round">
        <RemoteImage url={networkImageUrl(kit, target)} name={target.name} variant="large round" />
      </span>
      <h3>{t(m.title, { network: target.name })}</h3>
      <p>{t(m.text, { family, network: target.name })}</p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        data-testid="switch-active-chain"
        disabled={pending}
        onClick={onSwitch}
      >
        {t(m.switch)}
      </button>
    </div>
  )
}
