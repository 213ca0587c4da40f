import { AppKitError, type AppKitPlugin, reportFailures, WEEK_MS } from '@appkit/kernel'
import { createSignInController } from './flow/createSignInController.js'
import { SIWX_SERVICE } from './flow/SiwxController.js'
import { signInSupport } from './flow/signInSupport.js'
import { SIWX_MESSAGE_CATALOG } from './i18n/SIWX_MESSAGE_CATALOG.js'
import { BLOCKCHAIN_NAMES } from './message/BLOCKCHAIN_NAMES.js'
import { SIWX_PLUGIN_NAME, SIWX_VIEW } from './SIWX_TEXTS.js'
import { siwxMessages } from './siwxMessages.js'
import { createLocalSiwxStorage, SIWX_SESSIONS_KEY } from './storage/createLocalSiwxStorage.js'
import type { SiwxStorage } from './storage/SiwxStorage.js'
import { type AdapterVerifierContext, adapterVerifier } from './verify/adapterVerifier.js'
import type { SiwxVerifier } from './verify/SiwxVerifier.js'

/** How long a session lasts unless `expiresInMs` says otherwise: 7 days. */
export const SIWX_DEFAULT_SESSION_MS = WEEK_MS

declare module '@appkit/kernel' {
  interface PluginOptions {
    /** The siwx plugin's options, given to createAppKit; `siwx(options)` overrides them. */
    readonly siwx?: SiwxOptions
    /** Legacy Sign-in with Ethereum config: the siwx plugin refuses to run beside it. */
    readonly siweConfig?: unknown
  }
}

export interface SiwxOptions {
  /**
   * Sign-in is required: the sign-in view cannot be closed while unsigned, and cancelling
   * switches back to the last signed network, or disconnects. Default false (optional).
   */
  required?: boolean
  /** Sign out when the wallet disconnects. Default true (spec §9). */
  signOutOnDisconnect?: boolean
  /**
   * Where sessions live and are checked. Default: the kit's storage (local storage in the
   * browser), verified in the page with `verifiers`. See createServerSiwxStorage for a server.
   */
  storage?: SiwxStorage
  /**
   * Signature verifiers per family. Default: each family's namespace adapter (`verifyMessage`),
   * for every family with a message profile (eip155 with smart accounts, solana, bip122,
   * polkadot, cosmos).
   */
  verifiers?: readonly SiwxVerifier[]
  /** The message's statement (one line). */
  statement?: string
  resources?: readonly string[]
  /**
   * The message's Not Before (spec §3): when the session starts to count. A date, or a function
   * of Issued At (milliseconds since the epoch) for each message; none by default.
   */
  notBefore?: Date | ((issuedAt: number) => Date)
  /**
   * The message's Request ID (spec §3), e.g. to tie the sign-in to a request of the app's
   * server: a fixed id, or a function called for each message; none by default.
   */
  requestId?: string | (() => string)
  /** Session lifetime; default SIWX_DEFAULT_SESSION_MS; null: no Expiration Time. */
  expiresInMs?: number | null
  /** The site's domain in messages; default `location.host`. */
  domain?: string
  /** The message's URI; default `location.origin`. */
  uri?: string
  /** Default Date.now. */
  now?: () => number
}

/** A per-message option given as a fixed value or a function: always a function (or none). */
function perMessage<Value, Args extends unknown[]>(
  option: Value | ((...args: Args) => Value) | undefined,
): ((...args: Args) => Value) | undefined {
  if (option === undefined) return undefined
  return typeof option === 'function' ? (option as (...args: Args) => Value) : () => option
}

/**
 * One verifier per family with a sign-in message profile, each checking signatures with that
 * family's namespace adapter (`verifyMessage`; on eip155 smart accounts through the network).
 */
export function defaultVerifiers(context: AdapterVerifierContext): SiwxVerifier[] {
  return Object.keys(BLOCKCHAIN_NAMES).map((namespace) => adapterVerifier(context, namespace))
}

/**
 * Sign in with a wallet (CAIP-122; EIP-4361 on eip155). After a connection, when the account has
 * no session on the network, the SIWXSignMessage view asks the wallet to sign a message; the
 * session is verified and stored (local storage by default, or the app's server). Sessions are
 * signed out on disconnect by default. The view, viem and the other verifiers load on first use.
 * React: `useSignIn()`.
 *
 * @example
 * const kit = createAppKit({ projectId, networks }).use(eip155()).use(siwx({ required: true }))
 */
export function siwx(factoryOptions: SiwxOptions = {}): AppKitPlugin {
  return {
    name: SIWX_PLUGIN_NAME,
    setup(ctx) {
      const given = ctx.options.pluginOptions
      const options: SiwxOptions = { ...given?.siwx, ...factoryOptions }
      if (given?.siweConfig !== undefined) {
        throw new AppKitError('cannot set both siweConfig and siwx options', {
          category: 'CONFIGURATION_ERROR',
        })
      }
      const page = globalThis.location as Location | undefined
      const domain = options.domain ?? page?.host
      if (!domain) {
        ctx.logger.warn('Sign-in is off: no page to take the domain from, and no domain option')
        return undefined
      }
      const verifiers = options.verifiers ?? defaultVerifiers(ctx)
      if (!options.storage) ctx.register.storageKey(SIWX_SESSIONS_KEY)
      const storage =
        options.storage ?? createLocalSiwxStorage({ storage: ctx.storage, verifiers, domain })
      const flow = createSignInController(ctx, {
        required: options.required ?? false,
        signOutOnDisconnect: options.signOutOnDisconnect ?? true,
        storage,
        supports: signInSupport(ctx, { verifiers: options.verifiers, storage }),
        domain,
        uri: options.uri ?? page?.origin ?? `https://${domain}`,
        statement: options.statement,
        resources: options.resources,
        notBefore: perMessage(options.notBefore),
        requestId: perMessage(options.requestId),
        expiresInMs:
          options.expiresInMs === null
            ? undefined
            : (options.expiresInMs ?? SIWX_DEFAULT_SESSION_MS),
        now: options.now ?? Date.now,
        setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
        clearTimeout: (handle) =>
          globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
      })
      ctx.register.messages(SIWX_MESSAGE_CATALOG)
      // Spec §8: a failed sign-in is reported once, as 'signIn' (a rejection as USER_REJECTED).
      ctx.register.service(
        SIWX_SERVICE,
        reportFailures(flow.controller, ctx.reportError, {
          flow: 'signIn',
          category: 'PROVIDER_ERROR',
        }),
      )
      ctx.register.view(SIWX_VIEW, () => import('./views/SIWXSignMessageView.js'), {
        title: siwxMessages.title,
      })
      // The service, the view, the hook taps and the opening inputs go with the plugin.
      return flow.start()
    },
  }
}
