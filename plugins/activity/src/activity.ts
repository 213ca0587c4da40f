import {
  type AppKitPlugin,
  defineServiceKey,
  getNamespaceState,
  loadOnce,
  type RegistryState,
} from '@appkit/kernel'
import type { ViewModule } from '@appkit/ui'
import { showAccountEntryWhen } from '@appkit/ui/account-entries'
import { ACTIVITY_FEATURE } from './ACTIVITY_FEATURE.js'
import { activityMessages as m } from './activityMessages.js'
import { type ActivityStore, createActivityStore } from './history/createActivityStore.js'
import { isActivitySupported } from './history/isActivitySupported.js'
import { ACTIVITY_MESSAGE_CATALOG } from './i18n/ACTIVITY_MESSAGE_CATALOG.js'
import { ACTIVITY_PLUGIN_NAME, ACTIVITY_VIEW } from './policies.js'
import type { ActivityViewContext } from './views/ActivityViewContext.js'

export interface ActivityOptions {
  /** Month headings and times in this IANA time zone, e.g. 'UTC'; default the page's. */
  timeZone?: string
}

/** The kit's transaction history, for apps that show it outside the modal too. */
export const ACTIVITY_SERVICE = defineServiceKey<ActivityStore>(ACTIVITY_PLUGIN_NAME)

type Transport = typeof import('./history/fetchTransactionPage.js')

/** The connected EVM address, or undefined. */
function connectedAddress(state: RegistryState): string | undefined {
  const chain = getNamespaceState(state, 'eip155')
  return chain?.status === 'connected' ? chain.address : undefined
}

/**
 * Activity: the connected account's transaction history from the blockchain data API
 * (`ctx.blockchainApi`: GET /v1/account/{address}/history with projectId, st, sv, chainId and
 * cursor), decoded strictly, spam and other chains hidden, grouped by year then month, in an
 * infinite-scrolling 'Activity' view opened from an Account view entry. EVM only (spec §6);
 * gated by the remote feature `activity`. A failed page shows 'Failed to fetch transactions'.
 * Its texts, dates and amounts follow the visitor's locale (ACTIVITY_MESSAGE_CATALOG).
 * Apps read the history store with `kit.services.get(ACTIVITY_SERVICE)`.
 *
 * @example
 * const kit = createAppKit({ projectId, networks }).use(eip155()).use(activity())
 */
export function activity(options: ActivityOptions = {}): AppKitPlugin {
  return {
    name: ACTIVITY_PLUGIN_NAME,
    gate: ACTIVITY_FEATURE.name,
    features: [ACTIVITY_FEATURE],
    setup(ctx) {
      const loadTransport: () => Promise<Transport> = loadOnce(
        () => import('./history/fetchTransactionPage.js'),
      )
      const history = createActivityStore({
        fetchPage: async (page) =>
          (await loadTransport()).fetchTransactionPage({
            api: ctx.blockchainApi,
            ...page,
          }),
        ...(options.timeZone ? { timeZone: options.timeZone } : {}),
        onFailure: (error) => ctx.reportError(error),
      })
      const viewContext: ActivityViewContext = {
        ctx,
        history,
        ...(options.timeZone ? { timeZone: options.timeZone } : {}),
      }
      ctx.register.messages(ACTIVITY_MESSAGE_CATALOG)
      ctx.register.service(ACTIVITY_SERVICE, history)
      ctx.register.view(
        ACTIVITY_VIEW,
        async (): Promise<ViewModule> => ({
          default: (await import('./views/ActivityView.js')).bindActivityView(viewContext),
        }),
        { title: m.title },
      )
      const hideEntry = showAccountEntryWhen(
        ctx,
        { id: ACTIVITY_PLUGIN_NAME, label: m.accountEntry, view: ACTIVITY_VIEW },
        isActivitySupported,
      )
      // Another account, or none: the list of the previous one is forgotten.
      const stopForgetting = ctx.registry.store.subscribe(connectedAddress, () => history.reset())

      // The service and view are withdrawn by the kernel.
      return () => {
        stopForgetting()
        hideEntry()
        history.reset()
      }
    },
  }
}
