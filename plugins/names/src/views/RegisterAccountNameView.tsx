import type { MessageDescriptor } from '@appkit/kernel'
import { type UseI18n, useI18n, type ViewProps } from '@appkit/ui'
import { type ComponentType, type FormEvent, useEffect, useId, useState } from 'react'
import { checkNameRegistration } from '../names/nameRegistrationRequirements.js'
import { labelOf } from '../names/toFullName.js'
import { namesMessages } from '../namesMessages.js'
import { NAME_LOOKUP_DEBOUNCE_MS } from '../policies.js'
import type { RegistrationStatus } from '../registration/createRegistrationFlow.js'
import type { NamesViewContext } from './NamesViewContext.js'
import type { NameLookup } from './nameLookup.js'
import { nameProblemText } from './nameProblemText.js'
import { registerMessages as m } from './registerMessages.js'
import { useNameLookup } from './useNameLookup.js'
import { useStoreState } from './useStoreState.js'

const PROGRESS: Readonly<Partial<Record<RegistrationStatus, MessageDescriptor>>> = {
  loading: m.preparing,
  signing: m.signing,
  registering: m.registering,
}

function hint(t: UseI18n['t'], lookup: NameLookup): string {
  switch (lookup.status) {
    case 'empty':
    case 'invalid':
      return t(namesMessages.nameRule)
    case 'checking':
      return t(m.checking, { name: lookup.name })
    case 'available':
      return t(m.available, { name: lookup.name })
    case 'registered':
      return t(m.alreadyRegistered, { name: lookup.name })
    case 'failed':
      return nameProblemText(t, lookup.error)
  }
}

/**
 * RegisterAccountName (spec §2, §4): type a name (label 'Name'), see whether it is free and
 * names like it, and Register: the wallet signs, the name is stored, the account shows it.
 */
export function bindRegisterAccountNameView({
  ctx,
  client,
  registration,
  requirements,
  debounceMs = NAME_LOOKUP_DEBOUNCE_MS,
}: NamesViewContext): ComponentType<ViewProps> {
  return function RegisterAccountNameView() {
    const { t } = useI18n()
    const inputId = useId()
    const hintId = useId()
    const [label, setLabel] = useState('')
    const lookup = useNameLookup(client, label, debounceMs)
    const flow = useStoreState(registration.store)
    const registry = useStoreState(ctx.registry.store)
    const check = checkNameRegistration(registry, requirements)
    const busy = flow.status !== 'idle' && flow.status !== 'success'
    const progress = PROGRESS[flow.status]

    // Leaving the view forgets the last outcome, so the next visit starts clean.
    useEffect(() => () => registration.reset(), [])

    function submit(event: FormEvent) {
      event.preventDefault()
      if (lookup.status === 'available' && check.ok && !busy) void registration.register(label)
    }

    return (
      <form className="list" onSubmit={submit} aria-busy={busy}>
        <label className="section-title" htmlFor={inputId}>
          {t(m.nameLabel)}
        </label>
        <div className="search">
          <input
            id={inputId}
            type="text"
            aria-describedby={hintId}
            aria-invalid={lookup.status === 'invalid' || lookup.status === 'registered'}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={t(m.namePlaceholder)}
            value={label}
            disabled={busy}
            onChange={(event) => setLabel(event.target.value)}
            style={{ paddingInlineStart: 12 }}
          />
        </div>
        <p id={hintId} className="lead" role="status">
          {hint(t, lookup)}
        </p>
        {(lookup.status === 'available' || lookup.status === 'registered') &&
        lookup.suggestions.length > 0 ? (
          <ul className="list" aria-label={t(m.suggestions)}>
            {lookup.suggestions.map((suggestion) => (
              <li key={suggestion.name}>
                <button
                  type="button"
                  className="item"
                  disabled={suggestion.registered || busy}
                  onClick={() => setLabel(labelOf(suggestion.name))}
                >
                  <span className="item-name">{suggestion.name}</span>
                  <span className="tag">
                    {t(suggestion.registered ? m.suggestionRegistered : m.suggestionAvailable)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {!check.ok ? (
          <p className="lead" role="alert">
            {nameProblemText(t, check.message)}
          </p>
        ) : null}
        {flow.error && !busy ? (
          <p className="lead" role="alert">
            {nameProblemText(t, flow.error, flow.name)}
          </p>
        ) : null}
        {busy ? (
          <div className="status" role="status">
            <span className="spinner" aria-hidden="true" />
            <p>{progress ? t(progress) : null}</p>
          </div>
        ) : null}
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={lookup.status !== 'available' || !check.ok || busy}
        >
          {t(m.register)}
        </button>
      </form>
    )
  }
}
