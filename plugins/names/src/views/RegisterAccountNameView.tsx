import type { ViewProps } from '@appkit/ui'
import { type ComponentType, type FormEvent, useEffect, useId, useState } from 'react'
import { checkNameRegistration } from '../names/nameRegistrationRequirements.js'
import { labelOf } from '../names/toFullName.js'
import { NAME_LOOKUP_DEBOUNCE_MS, NAME_RULE } from '../policies.js'
import type { NamesViewContext } from './NamesViewContext.js'
import type { NameLookup } from './nameLookup.js'
import { useNameLookup } from './useNameLookup.js'
import { useStoreState } from './useStoreState.js'

const PROGRESS: Readonly<Record<string, string>> = {
  loading: 'Preparing your registration…',
  signing: 'Sign the message in your wallet to register the name.',
  registering: 'Registering your name…',
}

function hint(lookup: NameLookup): string {
  switch (lookup.status) {
    case 'empty':
    case 'invalid':
      return NAME_RULE
    case 'checking':
      return `Checking ${lookup.name}…`
    case 'available':
      return `${lookup.name} is available`
    case 'registered':
      return `${lookup.name} is already registered`
    case 'failed':
      return lookup.error
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
    const inputId = useId()
    const hintId = useId()
    const [label, setLabel] = useState('')
    const lookup = useNameLookup(client, label, debounceMs)
    const flow = useStoreState(registration.store)
    const registry = useStoreState(ctx.registry.store)
    const check = checkNameRegistration(registry, requirements)
    const busy = flow.status !== 'idle' && flow.status !== 'success'

    // Leaving the view forgets the last outcome, so the next visit starts clean.
    useEffect(() => () => registration.reset(), [])

    function submit(event: FormEvent) {
      event.preventDefault()
      if (lookup.status === 'available' && check.ok && !busy) void registration.register(label)
    }

    return (
      <form className="list" onSubmit={submit} aria-busy={busy}>
        <label className="section-title" htmlFor={inputId}>
          Name
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
            placeholder="yourname"
            value={label}
            disabled={busy}
            onChange={(event) => setLabel(event.target.value)}
            style={{ paddingLeft: 12 }}
          />
        </div>
        <p id={hintId} className="lead" role="status">
          {hint(lookup)}
        </p>
        {(lookup.status === 'available' || lookup.status === 'registered') &&
        lookup.suggestions.length > 0 ? (
          <ul className="list" aria-label="Suggestions">
            {lookup.suggestions.map((suggestion) => (
              <li key={suggestion.name}>
                <button
                  type="button"
                  className="item"
                  disabled={suggestion.registered || busy}
                  onClick={() => setLabel(labelOf(suggestion.name))}
                >
                  <span className="item-name">{suggestion.name}</span>
                  <span className="tag">{suggestion.registered ? 'Registered' : 'Available'}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {!check.ok ? (
          <p className="lead" role="alert">
            {check.message}
          </p>
        ) : null}
        {flow.error && !busy ? (
          <p className="lead" role="alert">
            {flow.error}
          </p>
        ) : null}
        {busy ? (
          <div className="status" role="status">
            <span className="spinner" aria-hidden="true" />
            <p>{PROGRESS[flow.status]}</p>
          </div>
        ) : null}
        <button
          type="submit"
          className="btn btn-primary btn-block"
          disabled={lookup.status !== 'available' || !check.ok || busy}
        >
          Register
        </button>
      </form>
    )
  }
}
