import type { AccountType } from '../types/Account.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { RegistryContext } from './RegistryContext.js'
import { createInitialSendState, type NamespaceState, type SendState } from './registryState.js'
import { withNamespace } from './withNamespace.js'

/** The account fields filled in once connected (balance, wallet info, smart account data ...). */
export type AccountDetails = Partial<
  Pick<
    NamespaceState,
    | 'balance'
    | 'balanceSymbol'
    | 'tokenBalance'
    | 'addressExplorerUrl'
    | 'connectedWalletInfo'
    | 'smartAccountDeployed'
    | 'smartAccountEnabledNetworks'
    | 'approvedCaipNetworkIds'
  >
>

export interface AccountActions {
  updateAccount(namespace: ChainNamespace, details: AccountDetails): void
  setPreferredAccountType(namespace: ChainNamespace, type: AccountType): void
  setSendState(patch: Partial<SendState>): void
  resetSendState(): void
  /** While reconnecting a returning visitor, connecting is refused. */
  setReconnecting(reconnecting: boolean): void
  /** The namespace plugin clears the flag once a cross-family switch has finished. */
  setSwitchingNamespace(switching: boolean): void
}

export function createAccountActions(ctx: RegistryContext): AccountActions {
  return {
    updateAccount(namespace, details) {
      ctx.store.setState((state) => withNamespace(state, namespace, (c) => ({ ...c, ...details })))
    },
    setPreferredAccountType(namespace, type) {
      ctx.store.setState((state) =>
        withNamespace(state, namespace, (c) => ({ ...c, preferredAccountType: type })),
      )
      ctx.storage.setPreferredAccountType(namespace, type)
    },
    setSendState(patch) {
      ctx.store.setState((state) => ({ ...state, send: { ...state.send, ...patch } }))
    },
    resetSendState() {
      ctx.store.setState({ send: createInitialSendState() })
      ctx.events.sendStateReset?.()
    },
    setReconnecting(reconnecting) {
      ctx.store.setState({ reconnecting })
    },
    setSwitchingNamespace(switching) {
      ctx.store.setState({ switchingNamespace: switching })
    },
  }
}
