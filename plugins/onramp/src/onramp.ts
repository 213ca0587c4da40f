import {
  type AppKitPlugin,
  defineServiceKey,
  getNamespaceState,
  type RegistryState,
  reportFailures,
  type ViewOptions,
} from '@appkit/kernel'
import type { ViewModule } from '@appkit/ui'
import { showAccountEntryWhen } from '@appkit/ui/account-entries'
import { createOnRampClient } from './createOnRampClient.js'
import {
  createOnRampController,
  type OnRampAccount,
  type OnRampController,
} from './createOnRampController.js'
import { ONRAMP_MESSAGE_CATALOG } from './i18n/ONRAMP_MESSAGE_CATALOG.js'
import { ONRAMP_FEATURE, onrampProvidersOf } from './ONRAMP_FEATURE.js'
import { onrampMessages as m } from './onrampMessages.js'
import {
  BUY_IN_PROGRESS_VIEW,
  DEFAULT_MELD_PUBLIC_KEY,
  ONRAMP_CHAINS,
  ONRAMP_FIAT_SELECT_VIEW,
  ONRAMP_PLUGIN_NAME,
  ONRAMP_PROVIDERS_VIEW,
  ONRAMP_TOKEN_SELECT_VIEW,
} from './policies.js'
import type { OnRampViewContext } from './views/OnRampViewContext.js'

export interface OnRampOptions {
  /** The meld widget's public key (`publicKey` on the provider URL). */
  meldPublicKey?: string
  /** Opens the provider's checkout; default `window.open(url, '_blank', 'noopener')`. */
  openWindow?: (url: string) => void
}

/** What the plugin offers the app for one kit: `kit.services.get(ONRAMP_SERVICE)` (app side). */
export const ONRAMP_SERVICE = defineServiceKey<OnRampController>(ONRAMP_PLUGIN_NAME)

/** The connected account of the active family, if it is one the on-ramp serves. */
function activeAccount(state: RegistryState): OnRampAccount | undefined {
  const chain = getNamespaceState(state)
  const network = state.activeCaipNetwork
  if (chain?.status !== 'connected' || !chain.address || !network) return undefined
  return {
    namespace: network.chainNamespace,
    address: chain.address,
    caipNetworkId: network.caipNetworkId,
  }
}

function canBuy(state: RegistryState): boolean {
  const account = activeAccount(state)
  return account !== undefined && ONRAMP_CHAINS.includes(account.namespace)
}

function defaultOpenWindow(url: string): void {
  window.open(url, '_blank', 'noopener')
}

/**
 * The fiat on-ramp (spec §3-§7), behind the 'onramp' remote-config gate: the Account view's
 * 'Buy crypto' entry (eip155 and solana accounts) opens OnRampProviders, where the visitor picks
 * the amount, the fiat currency (OnRampFiatSelect) and the token (OnRampTokenSelect), sees the
 * quote, and chooses one of the project's providers, whose checkout opens in a new tab while
 * BuyInProgress shows. Its texts, amounts and titles follow the visitor's locale
 * (ONRAMP_MESSAGE_CATALOG).
 *
 * @example
 * const kit = createAppKit({ projectId, networks }).use(eip155()).use(onramp())
 */
export function onramp(options: OnRampOptions = {}): AppKitPlugin {
  return {
    name: ONRAMP_PLUGIN_NAME,
    gate: ONRAMP_FEATURE.name,
    features: [ONRAMP_FEATURE],
    setup(ctx) {
      // Spec §8: the on-ramp API's failures (even those answered by a fallback list or a
      // mock quote) and the flow's own are reported once, as 'onramp'.
      const flow = { flow: 'onramp' } as const
      const client = reportFailures(
        createOnRampClient({ api: ctx.api, baseUrl: ctx.urls.blockchainApi }),
        ctx.reportError,
        { ...flow, category: 'API_ERROR' },
      )
      const controller = reportFailures(
        createOnRampController({
          client,
          account: () => activeAccount(ctx.registry.store.getState()),
          providers: () => onrampProvidersOf(ctx.gates.features()),
          projectId: ctx.options.projectId ?? '',
          meldPublicKey: options.meldPublicKey ?? DEFAULT_MELD_PUBLIC_KEY,
        }),
        ctx.reportError,
        flow,
      )
      const viewContext: OnRampViewContext = {
        ctx,
        controller,
        openWindow: options.openWindow ?? defaultOpenWindow,
      }
      ctx.register.messages(ONRAMP_MESSAGE_CATALOG)
      ctx.register.service(ONRAMP_SERVICE, controller)
      const views: [string, () => Promise<ViewModule>, ViewOptions][] = [
        [
          ONRAMP_PROVIDERS_VIEW,
          async () => ({
            default: (await import('./views/OnRampProvidersView.js')).bindOnRampProvidersView(
              viewContext,
            ),
          }),
          { title: m.buyTitle },
        ],
        [
          ONRAMP_TOKEN_SELECT_VIEW,
          async () => ({
            default: (await import('./views/OnRampTokenSelectView.js')).bindOnRampTokenSelectView(
              viewContext,
            ),
          }),
          { title: m.selectTokenTitle },
        ],
        [
          ONRAMP_FIAT_SELECT_VIEW,
          async () => ({
            default: (await import('./views/OnRampFiatSelectView.js')).bindOnRampFiatSelectView(
              viewContext,
            ),
          }),
          { title: m.selectCurrencyTitle },
        ],
        [
          BUY_IN_PROGRESS_VIEW,
          async () => ({
            default: (await import('./views/BuyInProgressView.js')).bindBuyInProgressView(
              viewContext,
            ),
          }),
          { title: m.buyInProgressTitle },
        ],
      ]
      for (const [name, load, viewOptions] of views) ctx.register.view(name, load, viewOptions)
      const hideEntry = showAccountEntryWhen(
        ctx,
        {
          id: ONRAMP_PLUGIN_NAME,
          label: m.accountEntry,
          view: ONRAMP_PROVIDERS_VIEW,
          feature: 'onramp',
        },
        canBuy,
      )
      // The service and views are withdrawn by the kernel.
      return () => {
        hideEntry()
        controller.reset()
      }
    },
  }
}
