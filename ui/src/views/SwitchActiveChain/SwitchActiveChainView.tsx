import { useState } from 'react'
import { RemoteImage } from '../../components/RemoteImage.js'
import { useUi } from '../../context/useUi.js'
import { useStoreSelector } from '../../hooks/useStoreSelector.js'
import { errorMessage } from '../../utils/errorMessage.js'
import { findTargetNetwork } from '../SwitchNetwork/findTargetNetwork.js'
import { networkImageUrl } from '../shared/imageUrls.js'
import type { ViewProps } from '../ViewProps.js'
import { FAMILY_NAMES, switchActiveChain } from './switchActiveChain.js'

/**
 * SwitchActiveChain: the target network is of another family on which the user has no account
 * (spec §2). 'Switch' makes it active and goes on to Connect to pick a wallet for that family.
 */
export default function SwitchActiveChainView({ data }: ViewProps) {
  const { kit, toasts } = useUi()
  const networks = useStoreSelector(kit.registry.store, (state) => state.networks, Object.is)
  const [pending, setPending] = useState(false)
  const target = findTargetNetwork(data, networks)
  if (!target) {
    return (
      <div className="centered" role="alert">
        <p>Switch network not found</p>
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
      toasts.show('error', errorMessage(error))
      setPending(false)
    }
  }
  return (
    <div className="status" aria-live="polite">
      <span className="ring round">
        <RemoteImage url={networkImageUrl(kit, target)} name={target.name} variant="large round" />
      </span>
      <h3>Switch to {target.name}</h3>
      <p>
        The connected wallet has no {family} account. Connect a {family} wallet to use {target.name}
        .
      </p>
      <button
        type="button"
        className="btn btn-primary btn-block"
        data-testid="switch-active-chain"
        disabled={pending}
        onClick={onSwitch}
      >
        Switch
      </button>
    </div>
  )
}
