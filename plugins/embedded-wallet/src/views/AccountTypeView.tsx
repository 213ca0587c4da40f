import type { MessageDescriptor } from '@appkit/kernel'
import { useI18n, type ViewProps } from '@appkit/ui'
import { type ComponentType, useId, useState, useSyncExternalStore } from 'react'
import { accountTypeMessages as m } from './accountTypeMessages.js'
import type { EmbeddedWalletViewContext } from './EmbeddedWalletViewContext.js'
import { failureText } from './failureText.js'

type AccountType = 'eoa' | 'smartAccount'

const LABELS: Readonly<Record<AccountType, MessageDescriptor>> = {
  smartAccount: m.smartAccount,
  eoa: m.eoa,
}

/** The latest choice's outcome: the account the secure site now uses, or why it failed. */
type Outcome = { type: AccountType; address: string } | { failure: unknown }

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
    const { t, rich } = useI18n()
    const user = useSyncExternalStore(
      provider.store.subscribe,
      () => provider.store.getState().user,
      () => provider.store.getState().user,
    )
    const notEnabledId = useId()
    // The latest choice's outcome only (its note or its error): an earlier one never hides it.
    const [outcome, setOutcome] = useState<Outcome | undefined>()
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
        setOutcome({ type: answered.preferredAccountType ?? next, address: answered.address })
      } catch (failure) {
        setOutcome({ failure })
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
          <span className="item-name">{t(LABELS[of])}</span>
          {address ? <span className="item-detail">{address}</span> : null}
          {address && of === 'smartAccount' ? (
            <span className="item-detail" data-testid="smart-account-deployed">
              {user?.smartAccountDeployed ? t(m.deployed) : t(m.notDeployed)}
            </span>
          ) : null}
        </label>
      )
    }
    return (
      <div>
        <p className="lead">
          {rich(m.inUse, {
            type: <strong>{t(type === undefined ? m.notReported : LABELS[type])}</strong>,
          })}
        </p>
        <fieldset className="list" aria-busy={busy}>
          <legend>{t(m.legend)}</legend>
          {option('smartAccount')}
          {option('eoa')}
        </fieldset>
        {smartEnabled || user === undefined ? null : (
          <p className="lead" id={notEnabledId}>
            {t(m.notEnabled)}
          </p>
        )}
        <p className="lead" role="status" aria-live="polite">
          {outcome === undefined
            ? ''
            : 'failure' in outcome
              ? failureText(outcome.failure, t)
              : t(m.nowUsing, { type: outcome.type, address: outcome.address })}
        </p>
      </div>
    )
  }
}
