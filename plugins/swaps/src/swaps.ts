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
import { balanceOfToken } from './balanceOfToken.js'
import { createSwapsClient } from './createSwapsClient.js'
import {
  createSwapsController,
  type SwapsAccount,
  type SwapsController,
} from './createSwapsController.js'
import { SWAPS_MESSAGE_CATALOG } from './i18n/SWAPS_MESSAGE_CATALOG.js'
import {
  SWAP_PREVIEW_VIEW,
  SWAP_SELECT_TOKEN_VIEW,
  SWAP_VIEW,
  SWAPS_PLUGIN_NAME,
} from './policies.js'
import { SWAPS_FEATURE } from './SWAPS_FEATURE.js'
import { isSwapNetwork } from './swapNetworkFor.js'
import { swapsMessages as m } from './swapsMessages.js'
import type { SwapsViewContext } from './views/SwapsViewContext.js'

export interface SwapsOptions {
  /**
   * Local networks that stand in for a swap network (spec §6) in the swap API, by CAIP-2 id:
   * `{ 'eip155:31337': 'eip155:10' }` against the emulator, whose pool on the local chain
   * 31337 answers the swap API for OP Mainnet (10). Each target must be one of the 12 swap
   * networks. Default none: only the swap networks themselves trade.
   */
  networkStandIns?: Readonly<Record<string, string>>
}

/** What the plugin offers the app for one kit: `kit.services.get(SWAPS_SERVICE)` (app side). */
export const SWAPS_SERVICE = defineServiceKey<SwapsController>(SWAPS_PLUGIN_NAME)

/** The connected EVM account, if any: the Swap entry shows for it on every network. */
function activeAccount(state: RegistryState): SwapsAccount | undefined {
  const chain = getNamespaceState(state)
  const network = state.activeCaipNetwork
  if (chain?.status !== 'connected' || !chain.address || network?.chainNamespace !== 'eip155') {
    return undefined
  }
  return { address: chain.address, caipNetworkId: network.caipNetworkId }
}

function checkStandIns(standIns: Readonly<Record<string, string>>): void {
  for (const [local, target] of Object.entries(standIns)) {
    if (!isSwapNetwork(target)) {
      throw new Error(
        `swaps({ networkStandIns }): ${local} stands in for ${target}, which is not a swap network`,
      )
    }
  }
}

/**
 * Swaps (spec §3-§9), behind the 'swaps' remote-config gate: the Account view's 'Swap' entry
 * (EVM accounts) opens Swap, where the visitor picks what to pay and receive (SwapSelectToken),
 * sees the quote, and reviews it in SwapPreview: the approval when the token's allowance is too
 * small, then the swap at slippage 1 %, both sent through the kit to the wallet. Only the 12
 * swap networks of spec §6 trade; elsewhere the view says 'Network not supported for Swaps'.
 * Its texts, amounts and titles follow the visitor's locale (SWAPS_MESSAGE_CATALOG).
 *
 * @example
 * const kit = createAppKit({ projectId, networks }).use(eip155()).use(swaps())
 */
export function swaps(options: SwapsOptions = {}): AppKitPlugin {
  const standIns = options.networkStandIns ?? {}
  checkStandIns(standIns)
  return {
    name: SWAPS_PLUGIN_NAME,
    gate: SWAPS_FEATURE.name,
    features: [SWAPS_FEATURE],
    setup(ctx) {
      // Spec §8: the swap API's failures and the swap flow's are reported once, as 'swaps'.
      const flow = { flow: 'swaps' } as const
      const client = reportFailures(createSwapsClient(ctx.blockchainApi), ctx.reportError, {
        ...flow,
        category: 'API_ERROR',
      })
      const controller = reportFailures(
        createSwapsController({
          client,
          account: () => activeAccount(ctx.registry.store.getState()),
          standIns,
          sendTransaction: (transaction) => ctx.sendTransaction(transaction),
          balanceOf: (token) =>
            balanceOfToken(getNamespaceState(ctx.registry.store.getState())?.tokenBalance, token),
          refreshBalances: async () => {
            await ctx.balances.refresh({ force: true })
          },
        }),
        ctx.reportError,
        flow,
      )
      const viewContext: SwapsViewContext = { ctx, controller }
      ctx.register.messages(SWAPS_MESSAGE_CATALOG)
      ctx.register.service(SWAPS_SERVICE, controller)
      const views: [string, () => Promise<ViewModule>, ViewOptions][] = [
        [
          SWAP_VIEW,
          async () => ({
            default: (await import('./views/SwapView.js')).bindSwapView(viewContext),
          }),
          { title: m.swapTitle },
        ],
        [
          SWAP_SELECT_TOKEN_VIEW,
          async () => ({
            default: (await import('./views/SwapSelectTokenView.js')).bindSwapSelectTokenView(
              viewContext,
            ),
          }),
          {
            title: (data) =>
              data?.side === 'source' ? m.selectTokenToPayTitle : m.selectTokenToReceiveTitle,
          },
        ],
        [
          SWAP_PREVIEW_VIEW,
          async () => ({
            default: (await import('./views/SwapPreviewView.js')).bindSwapPreviewView(viewContext),
          }),
          { title: m.reviewTitle },
        ],
      ]
      for (const [name, load, viewOptions] of views) ctx.register.view(name, load, viewOptions)
      const hideEntry = showAccountEntryWhen(
        ctx,
        { id: SWAPS_PLUGIN_NAME, label: m.accountEntry, view: SWAP_VIEW, feature: 'swaps' },
        (state) => activeAccount(state) !== undefined,
      )
      // A new network or account starts the swap over (its tokens are another network's).
      const stopWatch = ctx.registry.store.subscribe(
        (state) => {
          const account = activeAccount(state)
          return account ? `${account.caipNetworkId}:${account.address}` : ''
        },
        () => controller.reset(),
      )
      // The service and views are withdrawn by the kernel.
      return () => {
        stopWatch()
        hideEntry()
        controller.reset()
      }
    },
  }
}
