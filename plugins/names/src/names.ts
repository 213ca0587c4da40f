import {
  ACCOUNT_PROFILE,
  type AppKitPlugin,
  defineServiceKey,
  RECEIVER_PROFILES,
  type RegistryState,
  reportFailures,
} from '@appkit/kernel'
import type { ViewModule } from '@appkit/ui'
import { showAccountEntryWhen } from '@appkit/ui/account-entries'

import { createNamesClient, type NamesClient } from './createNamesClient.js'
import { NAMES_MESSAGE_CATALOG } from './i18n/NAMES_MESSAGE_CATALOG.js'
import { createIdentityCache, type IdentityCache } from './identity/createIdentityCache.js'
import { watchIdentity } from './identity/watchIdentity.js'
import {
  canRegisterName,
  type NameRegistrationOptions,
} from './names/nameRegistrationRequirements.js'
import { namesMessages as m } from './namesMessages.js'
import { NAMES_PLUGIN_NAME, REGISTER_NAME_SUCCESS_VIEW, REGISTER_NAME_VIEW } from './policies.js'
import { createReceiverProfiles } from './receiver/createReceiverProfiles.js'
import {
  createRegistrationFlow,
  type RegistrationFlow,
} from './registration/createRegistrationFlow.js'
import type { NamesViewContext } from './views/NamesViewContext.js'

export interface NamesOptions extends NameRegistrationOptions {
  /** The pause after typing before a name is looked up; default 500 ms (spec §9). */
  lookupDebounceMs?: number
}

/** What the plugin offers the app for one kit: `kit.services.get(NAMES_SERVICE)` (app side). */
export interface NamesController {
  client: NamesClient
  registration: RegistrationFlow
  /** Identities by address, cached 5 min. */
  identities: IdentityCache
  /** Whether the connected account may register a name now (spec §6, with this plugin's options). */
  canRegister(): boolean
}

export const NAMES_SERVICE = defineServiceKey<NamesController>(NAMES_PLUGIN_NAME)

/** The chain the identity of an EVM address is asked for: the EVM family's network. */
function evmChainId(state: RegistryState): string | undefined {
  return state.chains.eip155?.caipNetwork?.caipNetworkId ?? state.activeCaipNetwork?.caipNetworkId
}

/**
 * Names (EVM only, spec §6): register `<label>.appkit.id` for the connected account (views
 * RegisterAccountName and RegisterAccountNameSuccess, opened from the Account view's 'Register a
 * name' entry), resolve names, reverse-look-up addresses, and show the account's identity (GET
 * identity/{address}, cached 5 min) as its profile name and image in the Account view.
 * Registration needs the auth (embedded) connector unless `allowExternalWallets` is set.
 *
 * @example
 * const kit = createAppKit({ projectId, networks }).use(eip155()).use(names({ allowExternalWallets: true }))
 */
export function names(options: NamesOptions = {}): AppKitPlugin {
  const requirements: NameRegistrationOptions = {
    allowExternalWallets: options.allowExternalWallets ?? false,
  }
  return {
    name: NAMES_PLUGIN_NAME,
    setup(ctx) {
      // Spec §8: the names API's failures (lookups, suggestions, registration) reported once.
      const client = reportFailures(
        createNamesClient({ api: ctx.blockchainApi }),
        ctx.reportError,
        {
          flow: 'names',
          category: 'API_ERROR',
        },
      )
      const identities = createIdentityCache({
        fetch: (address) =>
          client.getIdentity(address, evmChainId(ctx.registry.store.getState()) ?? 'eip155:1'),
      })
      const registration = createRegistrationFlow({ ctx, client, identities, requirements })
      const controller: NamesController = {
        client,
        registration,
        identities,
        canRegister: () => canRegisterName(ctx.registry.store.getState(), requirements),
      }
      const viewContext: NamesViewContext = {
        ctx,
        client,
        registration,
        requirements,
        ...(options.lookupDebounceMs === undefined ? {} : { debounceMs: options.lookupDebounceMs }),
      }

      ctx.register.messages(NAMES_MESSAGE_CATALOG)
      ctx.register.service(NAMES_SERVICE, controller)
      // The send form shows the receiver's name and avatar through the kernel's key.
      ctx.register.service(RECEIVER_PROFILES, createReceiverProfiles(client))
      ctx.register.view(
        REGISTER_NAME_VIEW,
        async (): Promise<ViewModule> => ({
          default: (await import('./views/RegisterAccountNameView.js')).bindRegisterAccountNameView(
            viewContext,
          ),
        }),
        { title: m.registerTitle },
      )
      ctx.register.view(
        REGISTER_NAME_SUCCESS_VIEW,
        async (): Promise<ViewModule> => ({
          default: (
            await import('./views/RegisterAccountNameSuccessView.js')
          ).bindRegisterAccountNameSuccessView(viewContext),
        }),
        { title: m.successTitle },
      )
      const hideEntry = showAccountEntryWhen(
        ctx,
        { id: NAMES_PLUGIN_NAME, label: m.accountEntry, view: REGISTER_NAME_VIEW },
        (state) => canRegisterName(state, requirements),
      )
      // The Account view's profile: registered names and identities fill it.
      ctx.register.accountState(ACCOUNT_PROFILE)
      const stopIdentity = watchIdentity(ctx, identities)

      // The service, views and profile state are withdrawn by the kernel.
      return () => {
        stopIdentity()
        hideEntry()
        identities.clear()
      }
    },
  }
}
