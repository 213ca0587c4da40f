import {
  ACCOUNT_PROFILE,
  type AppKitPlugin,
  type Connector,
  type MessageDescriptor,
  type PluginContext,
  reportFailures,
  STORAGE_KEYS,
  type ViewName,
} from '@appkit/kernel'
import { isSocialProvider } from '@appkit/kernel/validators'
import type { ViewModule } from '@appkit/ui'
import { setAccountEntry } from '@appkit/ui/account-entries'
import { SOCIAL_LOGIN } from '@appkit/ui/social-login'
import { accountEntryMessages } from './accountEntryMessages.js'
import { EMBEDDED_WALLET_ACCOUNT } from './EMBEDDED_WALLET_ACCOUNT.js'
import { ACTION_NOT_ALLOWED_ALERT, EMBEDDED_WALLET_ALERTS } from './EMBEDDED_WALLET_ALERTS.js'
import { EMBEDDED_WALLET_STORAGE_KEYS } from './EMBEDDED_WALLET_STORAGE_KEYS.js'
import { EMBEDDED_WALLET_VIEW_TITLES } from './EMBEDDED_WALLET_VIEW_TITLES.js'
import { EMBEDDED_WALLET_FEATURES } from './embeddedWalletFeatures.js'
import { EMBEDDED_WALLET_MESSAGE_CATALOG } from './i18n/EMBEDDED_WALLET_MESSAGE_CATALOG.js'
import { connectAuthFamilies } from './login/connectAuthFamilies.js'
import {
  createEmbeddedWalletController,
  type EmbeddedWalletController,
} from './login/createEmbeddedWalletController.js'
import { createFarcasterLoginController } from './login/createFarcasterLoginController.js'
import { createSocialLoginController } from './login/createSocialLoginController.js'
import { displayName } from './login/displayName.js'
import { importEmailLoginChunk } from './login/importEmailLoginChunk.js'
import {
  ACCOUNT_TYPE_VIEW,
  APPROVE_TRANSACTION_VIEW,
  AUTH_CONNECTOR_ID,
  CONNECTING_FARCASTER_VIEW,
  CONNECTING_SOCIAL_VIEW,
  DEFAULT_SECURE_SITE_URL,
  EMAIL_LOGIN_VIEW,
  EMAIL_VERIFY_DEVICE_VIEW,
  EMAIL_VERIFY_OTP_VIEW,
  EMBEDDED_WALLET_PLUGIN_NAME,
  IFRAME_REQUEST_TIMEOUT_MS,
  UPDATE_EMAIL_PRIMARY_OTP_VIEW,
  UPDATE_EMAIL_SECONDARY_OTP_VIEW,
  UPDATE_EMAIL_VIEW,
} from './policies.js'
import { decodePayload } from './protocol/decodeFrameMessage.js'
import { EmbeddedUser } from './protocol/frameMessageSchema.js'
import { secureFrameUrl } from './protocol/secureFrameUrl.js'
import { createEmbeddedWalletProvider } from './provider/createEmbeddedWalletProvider.js'
import { registerSmartSessions } from './sessions/registerSmartSessions.js'
import { AUTH_SOLANA_CONNECTOR_ID } from './solana/AUTH_SOLANA_CONNECTOR_ID.js'
import { registerEmbeddedSolana } from './solana/registerEmbeddedSolana.js'
import { detectTelegram, type TelegramWindow } from './telegram/detectTelegram.js'
import { filterTelegramSocials } from './telegram/filterTelegramSocials.js'
import { createDomFrameHost } from './transport/createDomFrameHost.js'
import { createFrameTransport } from './transport/createFrameTransport.js'
import type { FrameHost } from './transport/FrameHost.js'
import { frameMessages } from './transport/frameMessages.js'
import { originBlocker } from './transport/originBlocker.js'
import { createDomPopupHost, type PopupHost } from './transport/PopupHost.js'
import type { EmbeddedWalletViewContext } from './views/EmbeddedWalletViewContext.js'

export interface EmbeddedWalletOptions {
  /** The secure site (its origin is the only one trusted); default the emulator's, port 4200. */
  secureSiteUrl?: string
  /** Sent to the secure site as `enableLogger`. */
  enableLogger?: boolean
  /** Where the frame is mounted; default the page's DOM. Unit tests pass a double. */
  host?: FrameHost
  /** Where social login popups open; default the browser window. Unit tests pass a double. */
  popups?: PopupHost
}

/** The active eip155 network (else the first configured one) the frame starts on. */
function startNetwork(ctx: Pick<PluginContext, 'registry' | 'options'>) {
  const state = ctx.registry.store.getState()
  return (
    (state.activeCaipNetwork?.chainNamespace === 'eip155' ? state.activeCaipNetwork : undefined) ??
    ctx.options.networks.find((network) => network.chainNamespace === 'eip155')
  )
}

/**
 * The Account view entry's label (a message, shown in the visitor's locale): the type only when
 * the secure site sent one.
 */
function accountTypeLabel(type: 'eoa' | 'smartAccount' | undefined): MessageDescriptor {
  if (type === undefined) return accountEntryMessages.accountType
  return type === 'eoa'
    ? accountEntryMessages.accountTypeEoa
    : accountEntryMessages.accountTypeSmartAccount
}

/**
 * The preference the secure site holds, where its user shows it: the type in use is the preferred
 * one only on a network that offers both accounts (elsewhere it is the EOA, whatever the
 * preference).
 */
function heldPreference(user: EmbeddedUser): 'eoa' | 'smartAccount' | undefined {
  const offers = (type: string) => user.accounts?.some((account) => account.type === type)
  return offers('eoa') && offers('smartAccount') ? user.preferredAccountType : undefined
}

/** The connection's accounts as the secure site reports them: the active one first, typed. */
function typedAccounts(user: EmbeddedUser): { address: string; type: 'eoa' | 'smartAccount' }[] {
  const listed = user.accounts ?? []
  const active = listed.find(
    (account) => account.address.toLowerCase() === user.address.toLowerCase(),
  ) ?? { address: user.address, type: user.preferredAccountType ?? 'eoa' }
  return [active, ...listed.filter((account) => account !== active)]
}

function sameAccounts(
  a: readonly { address: string; type: string }[],
  b: readonly { address: string; type: string }[],
): boolean {
  return (
    a.length === b.length &&
    a.every(
      (account, index) =>
        account.address.toLowerCase() === b[index]?.address.toLowerCase() &&
        account.type === b[index]?.type,
    )
  )
}

/**
 * A FrameHost that touches the DOM only when the frame is first needed (safe during SSR); the
 * frame is named in the visitor's locale.
 */
function lazyDomHost(ctx: Pick<PluginContext, 'i18n'>): FrameHost {
  let host: FrameHost | undefined
  const dom = () => {
    host ??= createDomFrameHost(document, window, ctx.i18n.t(frameMessages.title))
    return host
  }
  return { mount: (url) => dom().mount(url), listen: (handler) => dom().listen(handler) }
}

/** A PopupHost that touches `window` only when a popup is first needed (safe during SSR). */
function lazyPopupHost(): PopupHost {
  let host: PopupHost | undefined
  const dom = () => {
    host ??= createDomPopupHost()
    return host
  }
  return { open: () => dom().open(), listen: (handler) => dom().listen(handler) }
}

/** The EVM account type a visitor chose on an earlier visit (the kit's storage keeps it). */
function storedPreference(ctx: Pick<PluginContext, 'storage'>) {
  return ctx.storage.get(STORAGE_KEYS.preferredAccountTypes)?.eip155
}

/**
 * The embedded wallet: email (with device verification), social (popup) and farcaster login
 * through a hidden iframe from the secure site's origin. Adds the AUTH connector (family eip155)
 * whose provider routes wallet requests by the spec's allow list, social buttons on the Connect
 * view (the SOCIAL_LOGIN service), Account view entries (account type, update email), and the
 * EmailLogin, EmailVerifyDevice, EmailVerifyOtp, ConnectingSocial, ConnectingFarcaster,
 * UpdateEmailWallet, UpdateEmailPrimaryOtp, UpdateEmailSecondaryOtp, EmbeddedAccountType and
 * ApproveTransaction views (each a lazy chunk), and their translations. The frame is loaded in the
 * visitor's locale. Keys never reach this page: the secure site holds them.
 *
 * @example
 * const kit = createAppKit({ projectId, networks }).use(eip155()).use(embeddedWallet())
 */
export function embeddedWallet(options: EmbeddedWalletOptions = {}): AppKitPlugin {
  return {
    name: EMBEDDED_WALLET_PLUGIN_NAME,
    features: EMBEDDED_WALLET_FEATURES,
    alerts: EMBEDDED_WALLET_ALERTS,
    setup(ctx) {
      // Persisted by the embedded wallet; the kernel's disconnect rule clears them (spec §4).
      for (const key of EMBEDDED_WALLET_STORAGE_KEYS) ctx.register.storageKey(key)
      ctx.register.messages(EMBEDDED_WALLET_MESSAGE_CATALOG)
      const network = startNetwork(ctx)
      const rpcUrl = network?.rpcUrls.default.http[0]
      const secureSiteUrl = options.secureSiteUrl ?? DEFAULT_SECURE_SITE_URL
      const transport = createFrameTransport({
        // Read as the frame mounts: it loads in the locale the visitor reads by then.
        url: () =>
          secureFrameUrl({
            secureSiteUrl,
            projectId: ctx.options.projectId,
            chainId: network?.id ?? 1,
            ...(rpcUrl ? { rpcUrl } : {}),
            ...(options.enableLogger === undefined ? {} : { enableLogger: options.enableLogger }),
            locale: ctx.i18n.store.getState().locale,
          }),
        host: options.host ?? lazyDomHost(ctx),
        onLoadFailed: () => ctx.alerts.show('IFRAME_LOAD_FAILED'),
        loadBlocker: originBlocker(ctx),
        onRequestTimeout: () => {
          ctx.alerts.show('IFRAME_REQUEST_TIMEOUT')
          // A frame that stopped answering is reloaded (or replaced) for the next request. A
          // reload whose READY never comes is already reported (onLoadFailed's alert).
          transport.reload().catch(() => undefined)
        },
        // Spec §7 'sync dapp data': the frame names the page beside its real origin in approvals.
        onReady: () => {
          const name = ctx.options.metadata?.name
          void transport
            .request('SYNC_DAPP_DATA', {
              projectId: ctx.options.projectId,
              ...(name ? { name: name.slice(0, 100) } : {}),
            })
            .catch(() => undefined)
          // A reloaded frame starts on its own chain: put it back on the page's.
          void provider.syncChain().catch(() => undefined)
        },
      })
      let controller: ReturnType<typeof createEmbeddedWalletController> | undefined
      const provider = createEmbeddedWalletProvider({
        transport,
        defaultChainId: () => Number(startNetwork(ctx)?.id ?? 1),
        withApproval: (run) => {
          if (!controller) throw new Error('The embedded wallet is not set up')
          return controller.withApproval(run)
        },
        onRefused: () => ctx.alerts.show(ACTION_NOT_ALLOWED_ALERT.code),
      })
      // A login connects every family the auth connector serves (spec §6: eip155 and solana).
      const connectFamilies = connectAuthFamilies(ctx, [
        { namespace: 'eip155', connectorId: AUTH_CONNECTOR_ID },
        { namespace: 'solana', connectorId: AUTH_SOLANA_CONNECTOR_ID },
      ])
      const loginCtx = {
        router: ctx.router,
        open: ctx.open.bind(ctx),
        close: ctx.close.bind(ctx),
        connect: (connectorId: string) => connectFamilies(connectorId),
      }
      // Spec §8: the login flows' failures are reported once, as 'embeddedWallet'.
      const flow = { flow: 'embeddedWallet', category: 'SECURE_SITE_ERROR' } as const
      /**
       * Whether the registry's eip155 preferredAccountType is the user's (chosen on the
       * AccountType view, on this visit or a stored earlier one, or learnt from the secure site)
       * rather than the family default.
       */
      let knowsPreference = storedPreference(ctx) !== undefined
      controller = reportFailures(
        createEmbeddedWalletController({
          ctx: loginCtx,
          transport,
          provider,
          connectorId: AUTH_CONNECTOR_ID,
          onAccountTypeChosen: (type) => {
            knowsPreference = true
            ctx.registry.setPreferredAccountType('eip155', type)
          },
        }),
        ctx.reportError,
        flow,
      )
      const social = reportFailures(
        createSocialLoginController({
          ctx: loginCtx,
          transport,
          provider,
          popups: options.popups ?? lazyPopupHost(),
          secureOrigin: new URL(secureSiteUrl).origin,
          connectorId: AUTH_CONNECTOR_ID,
          onFailure: (error) => ctx.reportError(error, flow),
        }),
        ctx.reportError,
        flow,
      )
      const farcaster = reportFailures(
        createFarcasterLoginController({
          ctx: loginCtx,
          transport,
          provider,
          secureOrigin: new URL(secureSiteUrl).origin,
          connectorId: AUTH_CONNECTOR_ID,
          onFailure: (error) => ctx.reportError(error, flow),
        }),
        ctx.reportError,
        flow,
      )
      ctx.register.service(SOCIAL_LOGIN, {
        available: (socials) =>
          filterTelegramSocials(
            socials.filter((name) => isSocialProvider(name) || name === 'farcaster'),
            detectTelegram(typeof window === 'undefined' ? undefined : (window as TelegramWindow)),
          ),
        start: (name) => {
          if (name === 'farcaster') void farcaster.start()
          else if (isSocialProvider(name)) void social.start(name)
        },
      })
      const connector: Connector = {
        id: AUTH_CONNECTOR_ID,
        type: 'AUTH',
        name: 'Email',
        chain: 'eip155',
        provider,
        // Signs out of the secure site: its wallet_revokePermissions is for ERC-7715 permissions.
        disconnect: () => provider.disconnect(),
      }

      let accountTypeEntry = {
        id: 'appkit:account-type',
        label: accountTypeLabel(undefined),
        view: ACCOUNT_TYPE_VIEW,
      }
      const updateEmailEntry = {
        id: 'appkit:update-email',
        label: accountEntryMessages.updateEmail,
        view: UPDATE_EMAIL_VIEW,
      }
      /** The 'smart account networks' request of this login, once sent. */
      let smartAccountNetworks: Promise<void> | undefined
      /** The embedded session under way (a login or a restore); a new object for each. */
      let session: object | undefined
      /**
       * Spec §4 'keeps preferred account type': the secure site forgets the type at sign-out, so
       * a new session gets the registry's back (its answer, the user, only for that session).
       */
      const restorePreference = (type: 'eoa' | 'smartAccount', of: object) => {
        transport
          .request('SET_PREFERRED_ACCOUNT', { type }, { timeoutMs: IFRAME_REQUEST_TIMEOUT_MS })
          .then((reply) => {
            if (session === of) provider.setUser(decodePayload(EmbeddedUser, reply))
          })
          .catch(() => undefined)
      }
      // The Account view shows the embedded user: email or social username, the display name
      // (spec §5), and Update email for email accounts.
      ctx.register.accountState(EMBEDDED_WALLET_ACCOUNT)
      ctx.register.accountState(ACCOUNT_PROFILE)
      const syncAccount = () => {
        const chain = ctx.registry.store.getState().chains.eip155
        const user = provider.store.getState().user
        const embedded = chain?.status === 'connected' && chain.connectorId === AUTH_CONNECTOR_ID
        setAccountEntry(ctx, updateEmailEntry, Boolean(embedded && user?.email))
        // The account type (spec §6): the secure site's, shown on the Account view. None is
        // invented when it sends none (the EVM default is smartAccount, not eoa).
        const type = user?.preferredAccountType
        if (accountTypeEntry.label !== accountTypeLabel(type)) {
          setAccountEntry(ctx, accountTypeEntry, false)
          accountTypeEntry = { ...accountTypeEntry, label: accountTypeLabel(type) }
        }
        setAccountEntry(ctx, accountTypeEntry, Boolean(embedded && user))
        if (!user || !embedded) {
          smartAccountNetworks = undefined
          session = undefined
          return
        }
        // The type in use is not the preference (on a network without smart accounts it is the
        // EOA): only the AccountType view's choice, or the secure site's own where its user shows
        // it, sets the registry's preferredAccountType.
        const held = heldPreference(user)
        const started = session === undefined
        session ??= {}
        if (!knowsPreference) {
          if (held !== undefined) {
            knowsPreference = true
            if (chain.preferredAccountType !== held)
              ctx.registry.setPreferredAccountType('eip155', held)
          }
        } else if (started && held !== chain.preferredAccountType) {
          const preferred = chain.preferredAccountType
          if (preferred === 'eoa' || preferred === 'smartAccount')
            restorePreference(preferred, session)
        }
        // Account.type in the registry is the secure site's (eip155 reads only addresses, as
        // EOAs): sends then track isSmartAccount right, and the address follows the active one.
        const connection = chain.connections.find((c) => c.connectorId === AUTH_CONNECTOR_ID)
        const accounts = typedAccounts(user)
        if (connection && !sameAccounts(connection.accounts, accounts)) {
          ctx.registry.recordAccounts('eip155', AUTH_CONNECTOR_ID, accounts)
          return
        }
        const deployed = user.smartAccountDeployed
        if (deployed !== undefined && chain.smartAccountDeployed !== deployed)
          ctx.registry.updateAccount('eip155', { smartAccountDeployed: deployed })
        // Spec §7 'smart account networks': asked once per login, kept as the chain state's
        // smartAccountEnabledNetworks.
        // An answer that comes after a sign-out or another login is not this login's.
        if (smartAccountNetworks === undefined) {
          const asked: Promise<void> = (controller as EmbeddedWalletController)
            .smartAccountNetworks()
            .then(
              (networks) => {
                if (smartAccountNetworks === asked)
                  ctx.registry.updateAccount('eip155', { smartAccountEnabledNetworks: networks })
              },
              () => {
                if (smartAccountNetworks === asked) smartAccountNetworks = undefined
              },
            )
          smartAccountNetworks = asked
        }
        const name = displayName({
          ...(user.email === undefined ? {} : { email: user.email }),
          ...(user.userName === undefined ? {} : { socialUsername: user.userName }),
          ...(user.socialProvider === undefined ? {} : { socialProvider: user.socialProvider }),
        })
        // Another plugin may set (a registered name) or clear (no identity) the profile name
        // afterwards: a name it set stays, a cleared one falls back to the display name.
        const synced = ctx.accountState.get(EMBEDDED_WALLET_ACCOUNT, 'eip155').user === user
        const shownName = ctx.accountState.get(ACCOUNT_PROFILE, 'eip155').name
        if (synced && (shownName !== undefined || name === undefined)) return
        ctx.accountState.update(EMBEDDED_WALLET_ACCOUNT, 'eip155', (account) => ({
          ...account,
          ...(user.socialProvider === undefined ? {} : { socialProvider: user.socialProvider }),
          ...(user.userName === undefined ? {} : { socialUsername: user.userName }),
          user,
        }))
        ctx.accountState.update(ACCOUNT_PROFILE, 'eip155', (profile) => ({
          ...profile,
          ...(user.email === undefined ? {} : { email: user.email }),
          ...(name === undefined ? {} : { name }),
        }))
      }
      const stopRegistry = ctx.registry.store.subscribe((state) => state.chains.eip155, syncAccount)
      const stopUser = provider.store.subscribe((state) => state.user, syncAccount)

      const context: EmbeddedWalletViewContext = {
        ctx,
        controller,
        social,
        farcaster,
        provider,
      }
      const views: [ViewName, () => Promise<ViewModule>][] = [
        [
          EMAIL_LOGIN_VIEW,
          async () => ({
            default: (
              await importEmailLoginChunk(() => import('./views/EmailLoginView.js'), ctx.i18n)
            ).bindEmailLoginView(context),
          }),
        ],
        [
          EMAIL_VERIFY_OTP_VIEW,
          async () => ({
            default: (
              await importEmailLoginChunk(() => import('./views/EmailVerifyOtpView.js'), ctx.i18n)
            ).bindEmailVerifyOtpView(context),
          }),
        ],
        [
          EMAIL_VERIFY_DEVICE_VIEW,
          async () => ({
            default: (
              await importEmailLoginChunk(
                () => import('./views/EmailVerifyDeviceView.js'),
                ctx.i18n,
              )
            ).bindEmailVerifyDeviceView(context),
          }),
        ],
        [
          UPDATE_EMAIL_VIEW,
          async () => ({
            default: (await import('./views/UpdateEmailWalletView.js')).bindUpdateEmailWalletView(
              context,
            ),
          }),
        ],
        [
          UPDATE_EMAIL_PRIMARY_OTP_VIEW,
          async () => ({
            default: (
              await import('./views/UpdateEmailPrimaryOtpView.js')
            ).bindUpdateEmailPrimaryOtpView(context),
          }),
        ],
        [
          UPDATE_EMAIL_SECONDARY_OTP_VIEW,
          async () => ({
            default: (
              await import('./views/UpdateEmailSecondaryOtpView.js')
            ).bindUpdateEmailSecondaryOtpView(context),
          }),
        ],
        [
          CONNECTING_SOCIAL_VIEW,
          async () => ({
            default: (await import('./views/ConnectingSocialView.js')).bindConnectingSocialView(
              context,
            ),
          }),
        ],
        [
          ACCOUNT_TYPE_VIEW,
          async () => ({
            default: (await import('./views/AccountTypeView.js')).bindAccountTypeView(context),
          }),
        ],
        [
          CONNECTING_FARCASTER_VIEW,
          async () => ({
            default: (
              await import('./views/ConnectingFarcasterView.js')
            ).bindConnectingFarcasterView(context),
          }),
        ],
        [
          APPROVE_TRANSACTION_VIEW,
          async () => ({
            default: (await import('./views/ApproveTransactionView.js')).bindApproveTransactionView(
              context,
            ),
          }),
        ],
      ]
      for (const [name, load] of views) {
        ctx.register.view(name, load, { title: EMBEDDED_WALLET_VIEW_TITLES[name] })
      }
      // Picking the embedded wallet in the Connect list asks for the email first.
      ctx.register.connectorDestination('AUTH', () => ({ view: EMAIL_LOGIN_VIEW }))
      ctx.register.connector(connector)
      const stopSolana = registerEmbeddedSolana({ ctx, provider })
      const stopSessions = registerSmartSessions({ ctx, provider })

      // The kernel undoes every registration above once this teardown has run; the plugin
      // ends what it owns: its subscriptions, Account entries, controllers and the frame.
      return () => {
        stopRegistry()
        stopUser()
        stopSolana()
        stopSessions()
        setAccountEntry(ctx, updateEmailEntry, false)
        setAccountEntry(ctx, accountTypeEntry, false)
        controller?.destroy()
        social.destroy()
        farcaster.destroy()
        transport.destroy()
      }
    },
  }
}
