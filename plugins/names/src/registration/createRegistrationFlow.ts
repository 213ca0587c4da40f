import {
  ACCOUNT_PROFILE,
  AppKitError,
  createStore,
  type PluginContext,
  type Store,
  UserRejectedRequestError,
} from '@appkit/kernel'
import { assertAccountName, evmChainIdToCoinType } from '@appkit/kernel/validators'
import type { NamesClient } from '../createNamesClient.js'
import type { IdentityCache } from '../identity/createIdentityCache.js'
import { createNameRegistrationMessage } from '../names/createNameRegistrationMessage.js'
import {
  checkNameRegistration,
  type NameRegistrationOptions,
} from '../names/nameRegistrationRequirements.js'
import { registrationErrorMessage } from '../names/registrationErrorMessage.js'
import { toFullName } from '../names/toFullName.js'
import { REGISTER_NAME_SUCCESS_VIEW, REGISTER_NAME_VIEW } from '../policies.js'

/**
 * Spec §4 'Name registration: loading, signing, registration, profile name set,
 * RegisterAccountNameSuccess': `idle` before and after (with `error` after a failure).
 */
export type RegistrationStatus = 'idle' | 'loading' | 'signing' | 'registering' | 'success'

export interface RegistrationState {
  status: RegistrationStatus
  /** The full name being (or last) registered, e.g. 'alice.appkit.id'. */
  name: string | undefined
  /** Why the last attempt failed (spec §8 messages); undefined after a cancel. */
  error: string | undefined
}

export interface RegistrationFlow {
  readonly store: Store<RegistrationState>
  /** Registers `<label>.appkit.id` for the connected account; resolves true on success. */
  register(label: string): Promise<boolean>
  /** Forgets the last outcome (a new visit to RegisterAccountName). */
  reset(): void
}

/** The user declined to sign (EIP-1193 4001), anywhere in the cause chain. */
function isCancel(error: unknown): boolean {
  const rejected = (e: unknown) =>
    (e as { code?: unknown } | undefined)?.code === UserRejectedRequestError.code
  return error instanceof AppKitError ? error.walk(rejected) !== undefined : rejected(error)
}

/**
 * The registration flow of one kit: check the account may register (spec §6), sign the JSON
 * message with the connected wallet (`ctx.signMessage`), POST profile/account with the ENSIP-11
 * coin type, set the account's profile name, then show RegisterAccountNameSuccess. 'Cancel or
 * failure returns to RegisterAccountName' with the spec §8 message.
 */
export function createRegistrationFlow(options: {
  ctx: Pick<PluginContext, 'registry' | 'accountState' | 'router' | 'signMessage' | 'reportError'>
  client: Pick<NamesClient, 'postRegistration'>
  identities: Pick<IdentityCache, 'set' | 'peek'>
  requirements?: NameRegistrationOptions
  now?: () => number
}): RegistrationFlow {
  const { ctx, client, identities } = options
  const store = createStore<RegistrationState>({
    status: 'idle',
    name: undefined,
    error: undefined,
  })

  function backToForm(error: string | undefined) {
    store.setState({ status: 'idle', error })
    if (ctx.router.store.getState().view !== REGISTER_NAME_VIEW) {
      ctx.router.replace(REGISTER_NAME_VIEW)
    }
  }

  async function run(label: string, fullName: string): Promise<boolean> {
    const check = checkNameRegistration(ctx.registry.store.getState(), options.requirements)
    if (!check.ok) throw new AppKitError(check.message, { category: 'VALIDATION_ERROR' })
    const { network, address } = check.context
    assertAccountName(label)
    const coinType = evmChainIdToCoinType(Number(network.id))
    const message = createNameRegistrationMessage(fullName, options.now?.() ?? Date.now())

    store.setState({ status: 'signing' })
    const signature = await ctx.signMessage(message)

    store.setState({ status: 'registering' })
    await client.postRegistration({ coinType, address, signature, message })

    // Profile name set: the Account view shows it at once, and the identity cache agrees.
    ctx.accountState.update(ACCOUNT_PROFILE, 'eip155', (profile) => ({
      ...profile,
      name: fullName,
    }))
    identities.set(address, { name: fullName, avatar: identities.peek(address)?.avatar ?? null })
    store.setState({ status: 'success' })
    ctx.router.replace(REGISTER_NAME_SUCCESS_VIEW, { name: fullName })
    return true
  }

  return {
    store,
    async register(label) {
      if (store.getState().status !== 'idle' && store.getState().status !== 'success') return false
      const fullName = toFullName(label)
      store.setState({ status: 'loading', name: fullName, error: undefined })
      try {
        return await run(label.trim(), fullName)
      } catch (error) {
        // Spec §8: reported once as 'names' (a failed POST or signature is reported already).
        ctx.reportError(error, { flow: 'names', category: 'API_ERROR' })
        backToForm(isCancel(error) ? undefined : registrationErrorMessage(error, fullName))
        return false
      }
    },
    reset() {
      if (store.getState().status === 'idle' || store.getState().status === 'success') {
        store.setState({ status: 'idle', name: undefined, error: undefined })
      }
    },
  }
}
