import type { CaipNetwork } from '../types/CaipNetwork.js'
import type { RegistryContext } from './RegistryContext.js'
import { createInitialSendState } from './registryState.js'
import { withChainNetwork } from './withChainNetwork.js'
import { withNamespace } from './withNamespace.js'

export interface ApplyActiveNetworkOptions {
  /** The network is not configured (a wallet moved to an unknown chain). */
  unsupported?: boolean
  /** Set the switching-namespace flag when the family changes (default true). */
  markSwitching?: boolean
}

/**
 * Spec §4 Active network change: "resets send state, sets a switching-namespace flag when the
 * family changes, rebuilds the active address from family, network id and account address".
 */
export function applyActiveNetwork(
  ctx: RegistryContext,
  caipNetwork: CaipNetwork,
  options: ApplyActiveNetworkOptions = {},
): void {
  const { unsupported = false, markSwitching = true } = options
  const before = ctx.store.getState()
  const previous = before.activeCaipNetwork
  const familyChanged =
    before.activeNamespace !== undefined && before.activeNamespace !== caipNetwork.chainNamespace
  const switchingNamespace = before.switchingNamespace || (markSwitching && familyChanged)

  ctx.store.setState((state) =>
    withNamespace(
      {
        ...state,
        activeNamespace: caipNetwork.chainNamespace,
        activeCaipNetwork: caipNetwork,
        switchingNamespace,
        send: createInitialSendState(),
      },
      caipNetwork.chainNamespace,
      (chain) => withChainNetwork(chain, caipNetwork, unsupported),
    ),
  )
  if (!unsupported) ctx.storage.setActiveCaipNetworkId(caipNetwork.caipNetworkId)
  ctx.events.sendStateReset?.()
  ctx.events.activeNetworkChanged?.({
    caipNetwork,
    previous,
    switchingNamespace: markSwitching && familyChanged,
  })
}
