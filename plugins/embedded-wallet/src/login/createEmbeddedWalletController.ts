import {
  AppKitError,
  createStore,
  type MessageDescriptor,
  type PluginContext,
  type Store,
} from '@appkit/kernel'
import { isEmail, isOneTimeCode } from '@appkit/kernel/validators'
import {
  APPROVE_TRANSACTION_VIEW,
  EMAIL_VERIFY_DEVICE_VIEW,
  EMAIL_VERIFY_OTP_VIEW,
  IFRAME_REQUEST_TIMEOUT_MS,
  UPDATE_EMAIL_PRIMARY_OTP_VIEW,
  UPDATE_EMAIL_SECONDARY_OTP_VIEW,
} from '../policies.js'
import { decodePayload } from '../protocol/decodeFrameMessage.js'
import {
  ConnectEmailResult,
  EmbeddedUser,
  SmartAccountNetworks,
  UpdateEmailResult,
  UpdateEmailStep,
} from '../protocol/frameMessageSchema.js'
import type { EmbeddedWalletProvider } from '../provider/createEmbeddedWalletProvider.js'
import type { FrameTransport } from '../transport/createFrameTransport.js'
import type { FrameRect } from '../transport/FrameHost.js'
import { EmailCooldownError, emailCooldownSeconds } from './emailCooldown.js'
import { loginFailureMessages as m } from './loginFailureMessages.js'

export interface ApprovalState {
  /** True while a not-safe request waits for the user in the secure frame. */
  pending: boolean
}

export interface EmbeddedWalletController {
  readonly approval: Store<ApprovalState>
  /**
   * Sends a one-time code to `email` (cooldown 30 s) and opens EmailVerifyOtp; from a device the
   * account has not seen, first an approval code and EmailVerifyDevice.
   */
  connectEmail(email: string): Promise<void>
  /** Approves this device with the code from the mailbox; then the one-time code step. */
  verifyDevice(email: string, code: string): Promise<void>
  /** Checks the code; on success connects the AUTH connector and closes the modal. */
  verifyOtp(email: string, otp: string): Promise<void>
  /** Update email, step 1: the new email; a code goes to the current one (UpdateEmailPrimaryOtp). */
  updateEmail(email: string): Promise<void>
  /** Step 2: the current email's code; a code goes to the new email (UpdateEmailSecondaryOtp). */
  verifyPrimaryOtp(email: string, otp: string): Promise<void>
  /** Step 3: the new email's code; on success the account shows the new email. */
  verifySecondaryOtp(otp: string): Promise<string>
  /**
   * Asks the secure site for `type` (spec §6 account types, §7 'preferred account'); resolves
   * with the user it answers: the active address and the type in use (eoa where the network does
   * not enable smart accounts, whatever the preference). The provider then carries that user.
   */
  setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<EmbeddedUser>
  /**
   * Spec §7 'smart account networks': the CAIP-2 ids of the networks where the secure site
   * offers smart accounts.
   */
  smartAccountNetworks(): Promise<readonly string[]>
  /** Sends the modal's theme to the secure frame (it shows approvals in the same scheme). */
  syncTheme(theme: { themeMode: 'light' | 'dark'; accent?: string }): void
  /** The ApproveTransaction view's area: the secure frame is shown there. */
  placeApproval(rect: FrameRect | undefined): void
  /** Stops watching the router. */
  destroy(): void
  /** Runs `run` with ApproveTransaction open (one approval at a time). */
  withApproval<T>(run: () => Promise<T>): Promise<T>
}

export interface EmbeddedWalletControllerOptions {
  /** The plugin's context: navigation, the modal, and the connect intent. */
  ctx: Pick<PluginContext, 'router' | 'connect' | 'close' | 'open'>
  transport: Pick<FrameTransport, 'request' | 'place'>
  provider: Pick<EmbeddedWalletProvider, 'setUser' | 'store'>
  connectorId: string
  now?: () => number
  /** The user chose `type` (setPreferredAccountType) and the secure site took it. */
  onAccountTypeChosen?: (type: 'eoa' | 'smartAccount') => void
}

/** A refused input: its English as the message (the views show it in the visitor's locale). */
function invalid(descriptor: MessageDescriptor): AppKitError {
  return new AppKitError(descriptor.message, { category: 'VALIDATION_ERROR' })
}

/** What the embedded-wallet views drive: one per ctx. */
export function createEmbeddedWalletController(
  options: EmbeddedWalletControllerOptions,
): EmbeddedWalletController {
  const { ctx, transport } = options
  const now = options.now ?? Date.now
  const approval = createStore<ApprovalState>({ pending: false })
  let lastEmailTrigger: number | undefined
  let queue: Promise<unknown> = Promise.resolve()

  // Leaving ApproveTransaction (closing the modal, going back) rejects the waiting request.
  const stopWatching = ctx.router.store.subscribe(
    (state) => state.open && state.view === APPROVE_TRANSACTION_VIEW,
    (shown) => {
      if (shown || !approval.getState().pending) return
      transport.place(undefined)
      void transport.request('RPC_ABORT', {}).catch(() => undefined)
    },
  )

  async function runApproval<T>(run: () => Promise<T>): Promise<T> {
    const wasOpen = ctx.router.store.getState().open
    if (wasOpen) ctx.router.push(APPROVE_TRANSACTION_VIEW)
    else ctx.open({ view: APPROVE_TRANSACTION_VIEW })
    approval.setState({ pending: true })
    try {
      return await run()
    } finally {
      approval.setState({ pending: false })
      transport.place(undefined)
      const state = ctx.router.store.getState()
      if (state.open && state.view === APPROVE_TRANSACTION_VIEW) {
        if (wasOpen) ctx.router.goBack()
        else ctx.close()
      }
    }
  }

  return {
    approval,
    async connectEmail(email) {
      if (!isEmail(email)) throw invalid(m.invalidEmail)
      const wait = emailCooldownSeconds(lastEmailTrigger, now())
      if (wait !== undefined) throw new EmailCooldownError(wait)
      lastEmailTrigger = now()
      try {
        const reply = await transport.request(
          'CONNECT_EMAIL',
          { email },
          {
            timeoutMs: IFRAME_REQUEST_TIMEOUT_MS,
          },
        )
        const { action } = decodePayload(ConnectEmailResult, reply)
        ctx.router.push(
          action === 'VERIFY_DEVICE' ? EMAIL_VERIFY_DEVICE_VIEW : EMAIL_VERIFY_OTP_VIEW,
          {
            email,
          },
        )
      } catch (error) {
        lastEmailTrigger = undefined
        throw error
      }
    },
    async verifyDevice(email, code) {
      if (!isOneTimeCode(code)) {
        throw invalid(m.invalidCode)
      }
      const reply = await transport.request(
        'CONNECT_DEVICE',
        { email, code: code.trim() },
        { timeoutMs: IFRAME_REQUEST_TIMEOUT_MS },
      )
      const { action } = decodePayload(ConnectEmailResult, reply)
      if (action !== 'VERIFY_OTP') {
        throw new AppKitError(m.somethingWentWrong.message, { category: 'SECURE_SITE_ERROR' })
      }
      ctx.router.push(EMAIL_VERIFY_OTP_VIEW, { email })
    },
    async verifyOtp(email, otp) {
      if (!isOneTimeCode(otp)) {
        throw invalid(m.invalidCode)
      }
      const reply = await transport.request(
        'CONNECT_OTP',
        { email, otp: otp.trim() },
        {
          timeoutMs: IFRAME_REQUEST_TIMEOUT_MS,
        },
      )
      options.provider.setUser(decodePayload(EmbeddedUser, reply))
      await ctx.connect(options.connectorId)
      const state = ctx.router.store.getState()
      if (state.open && state.view === EMAIL_VERIFY_OTP_VIEW) ctx.close()
    },
    async updateEmail(email) {
      if (!isEmail(email)) throw invalid(m.invalidEmail)
      const reply = await transport.request(
        'UPDATE_EMAIL',
        { email },
        {
          timeoutMs: IFRAME_REQUEST_TIMEOUT_MS,
        },
      )
      decodePayload(UpdateEmailStep, reply)
      ctx.router.push(UPDATE_EMAIL_PRIMARY_OTP_VIEW, { email })
    },
    async verifyPrimaryOtp(email, otp) {
      if (!isOneTimeCode(otp)) {
        throw invalid(m.invalidCode)
      }
      const reply = await transport.request(
        'UPDATE_EMAIL_PRIMARY_OTP',
        { otp: otp.trim() },
        {
          timeoutMs: IFRAME_REQUEST_TIMEOUT_MS,
        },
      )
      decodePayload(UpdateEmailStep, reply)
      ctx.router.push(UPDATE_EMAIL_SECONDARY_OTP_VIEW, { email })
    },
    async verifySecondaryOtp(otp) {
      if (!isOneTimeCode(otp)) {
        throw invalid(m.invalidCode)
      }
      const reply = await transport.request(
        'UPDATE_EMAIL_SECONDARY_OTP',
        { otp: otp.trim() },
        {
          timeoutMs: IFRAME_REQUEST_TIMEOUT_MS,
        },
      )
      const { email } = decodePayload(UpdateEmailResult, reply)
      const user = options.provider.store.getState().user
      if (user) options.provider.setUser({ ...user, email })
      return email
    },
    async setPreferredAccountType(type) {
      const reply = await transport.request(
        'SET_PREFERRED_ACCOUNT',
        { type },
        {
          timeoutMs: IFRAME_REQUEST_TIMEOUT_MS,
        },
      )
      const user = decodePayload(EmbeddedUser, reply)
      options.onAccountTypeChosen?.(type)
      options.provider.setUser(user)
      return user
    },
    async smartAccountNetworks() {
      const reply = await transport.request(
        'GET_SMART_ACCOUNT_NETWORKS',
        {},
        { timeoutMs: IFRAME_REQUEST_TIMEOUT_MS },
      )
      return decodePayload(SmartAccountNetworks, reply).networks
    },
    syncTheme(theme) {
      void transport.request('SYNC_THEME', theme).catch(() => undefined)
    },
    placeApproval(rect) {
      if (approval.getState().pending || rect === undefined) transport.place(rect)
    },
    destroy: stopWatching,
    withApproval(run) {
      const next = queue.then(
        () => runApproval(run),
        () => runApproval(run),
      )
      queue = next.catch(() => undefined)
      return next
    },
  }
}
