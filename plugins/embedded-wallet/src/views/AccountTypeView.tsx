import { toAppKitError } from '@appkit/kernel'
import type { ViewProps } from '@appkit/ui'
import { type ComponentType, useId, useState, useSyncExternalStore } from 'react'
import type { EmbeddedWalletViewContext } from './EmbeddedWalletViewContext.js'

type AccountType = 'eoa' | 'smartAccount'

const LABELS: Record<AccountType, string> = { smartAccount: 'Smart Account', eoa: 'EOA' }

/** Shown beside the options where the network has no smart accounts (spec §6). */
export const SMART_ACCOUNT_NOT_ENABLED_MESSAGE =
  'Smart accounts are not enabled on this network: it uses your EOA.'

/**
 * The embedded account's type (spec §6: eoa or smartAccount; smart accounts only on enabled
 * networks). A radio group: arrow keys move between Smart Account and EOA and switch to it; the
 * secure site answers the user with the address now in use, read out in the status line.
 */
export function bindAccountTypeView({
  controller,
  provider,
}: EmbeddedWalletViewContext): ComponentType<ViewProps> {
  return function AccountTypeView() {
    const user = useSyncExternalStore(
      provider.store.subscribe,
      () => provider.store.getState().user,
      () => provider.store.getState().user,
    )
    const notEnabledId = useId()
    // The latest choice's outcome only (its note or its error): an earlier one never hides it.
    const [outcome, setOutcome] = useState<string | undefined>()
    const [busy, setBusy] = useState(false)
    // Only what the secure site reported: no type is shown as such, never guessed.
    const type = user?.preferredAccountType
    const addressOf = (of: AccountType) =>
      user?.accounts?.find((account) => account.type === of)?.address
    const smartEnabled = addressOf('smartAccount') !== undefined
    async function choose(next: AccountType) {
      setBusy(true)
      setOutcome(undefined)
      try {
        const answered = await controller.setPreferredAccountType(next)
        const now = answered.preferredAccountType ?? next
        setOutcome(`Now using your ${LABELS[now]}: ${answered.address}`)
      } catch (failure) {
        setOutcome(toAppKitError(failure).shortMessage)
      } finally {
        setBusy(false)
      }
    }
    const option = (of: AccountType) => {
      const address = addressOf(of)
      const unavailable = of === 'smartAccount' && !smartEnabled
      return (
        <label className="item" data-testid={`account-type-${of}`}>
          <input
            type="radio"
            name="appkit-account-type"
            value={of}
            checked={type === of}
            disabled={unavailable}
            {...(unavailable ? { 'aria-describedby': notEnabledId } : {})}
            onChange={() => {
              if (!busy && type !== of) void choose(of)
            }}
          />
          <span className="item-name">{LABELS[of]}</span>
          {address ? <span className="item-detail">{address}</span> : null}
          {address && of === 'smartAccount' ? (
            <span className="item-detail" data-testid="smart-account-deployed">
              {user?.smartAccountDeployed
                ? 'Deployed'
                : 'Not deployed yet: its first transaction deploys it'}
            </span>
          ) : null}
        </label>
      )
    }
    return (
      <div>
        <p className="lead">
          In use: <strong>{type === undefined ? 'not reported' : LABELS[type]}</strong>
        </p>
        <fieldset className="list" aria-busy={busy}>
          <legend>Account type</legend>
          {option('smartAccount')}
          {option('eoa')}
        </fieldset>
        {smartEnabled || user === undefined ? null : (
          <p className="lead" id={notEnabledId}>
            {SMART_ACCOUNT_NOT_ENABLED_MESSAGE}
          </p>
        )}
        <p className="lead" role="status" aria-live="polite">
          {outcome ?? ''}
        </p>
      </div>
    )
  }
}
