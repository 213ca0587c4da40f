import type { PluginContext } from '@appkit/kernel'
import { setAccountEntry } from '@appkit/ui/account-entries'
import { SMART_SESSIONS_FEATURE } from '../embeddedWalletFeatures.js'
import { AUTH_CONNECTOR_ID } from '../policies.js'
import type { EmbeddedWalletProvider } from '../provider/createEmbeddedWalletProvider.js'
import {
  createPermissionsController,
  type PermissionsAccount,
} from './createPermissionsController.js'
import { createPermissionsGuard } from './createPermissionsGuard.js'
import { createSessionsClient } from './createSessionsClient.js'
import { readTokenInfo } from './readTokenInfo.js'
import {
  PERMISSIONS_ACCOUNT_ENTRY,
  PERMISSIONS_VIEW,
  PERMISSIONS_VIEW_TITLE,
} from './SMART_SESSIONS.js'

export interface SmartSessionsOptions {
  ctx: Pick<PluginContext, 'gates' | 'registry' | 'register' | 'blockchainApi' | 'services'>
  provider: Pick<EmbeddedWalletProvider, 'store' | 'request' | 'setPermissionsGuard'>
}

/**
 * Smart sessions in the embedded wallet (spec §6 'smartSessions', default off): the page's gate
 * and decoder for wallet_grantPermissions and wallet_revokePermissions (then approval in the
 * secure frame), and, while the embedded smart account is connected with the feature on, the
 * Account view's 'Permissions' entry and its view (a lazy chunk) over the blockchain API's
 * sessions calls (spec §7). Returns the teardown.
 */
export function registerSmartSessions({ ctx, provider }: SmartSessionsOptions): () => void {
  const enabled = () => ctx.gates.gate(SMART_SESSIONS_FEATURE.name) === true
  const stopGuard = provider.setPermissionsGuard(
    createPermissionsGuard({
      enabled,
      chainId: () => {
        const { chainId, user } = provider.store.getState()
        return chainId ?? user?.chainId ?? Number.NaN
      },
    }),
  )

  /** The embedded wallet's smart account, when it is the connected account. */
  const smartAccount = (): PermissionsAccount | undefined => {
    const chain = ctx.registry.store.getState().chains.eip155
    const { user, chainId = user?.chainId } = provider.store.getState()
    if (chain?.status !== 'connected' || chain.connectorId !== AUTH_CONNECTOR_ID) return undefined
    if (!user || chainId === undefined || user.preferredAccountType !== 'smartAccount')
      return undefined
    const active = user.accounts?.find(
      (account) => account.address.toLowerCase() === user.address.toLowerCase(),
    )
    if (active && active.type !== 'smartAccount') return undefined
    return { caip10: `eip155:${chainId}:${user.address}`, chainId }
  }

  const controller = createPermissionsController({
    client: createSessionsClient(ctx.blockchainApi),
    account: smartAccount,
    request: (args) => provider.request(args),
    tokenInfo: (token) => readTokenInfo((args) => provider.request(args), token),
  })

  ctx.register.view(
    PERMISSIONS_VIEW,
    async () => ({
      default: (await import('./PermissionsView.js')).bindPermissionsView({
        controller,
        native: () => {
          const network = ctx.registry.store.getState().activeCaipNetwork
          return network?.chainNamespace === 'eip155'
            ? network.nativeCurrency
            : { symbol: 'ETH', decimals: 18 }
        },
      }),
    }),
    { title: PERMISSIONS_VIEW_TITLE },
  )

  const syncEntry = () => {
    setAccountEntry(ctx, PERMISSIONS_ACCOUNT_ENTRY, enabled() && smartAccount() !== undefined)
  }
  const stops = [
    ctx.registry.store.subscribe((state) => state.chains.eip155, syncEntry),
    provider.store.subscribe(syncEntry),
    ctx.gates.store.subscribe(syncEntry),
  ]
  syncEntry()

  return () => {
    for (const stop of stops) stop()
    setAccountEntry(ctx, PERMISSIONS_ACCOUNT_ENTRY, false)
    stopGuard()
  }
}
