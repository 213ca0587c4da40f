import { useEffect, useState } from 'react'
import type { NamesClient } from '../createNamesClient.js'
import { initialLookup, lookUpName, type NameLookup } from './nameLookup.js'

/** The lookup of the typed label, asked `debounceMs` after the last keystroke. */
export function useNameLookup(
  client: Pick<NamesClient, 'resolveName' | 'getSuggestions'>,
  label: string,
  debounceMs: number,
): NameLookup {
  const [lookup, setLookup] = useState<NameLookup>(() => initialLookup(label))
  useEffect(() => {
    const first = initialLookup(label)
    setLookup(first)
    if (first.status !== 'checking') return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      void lookUpName(client, label, controller.signal).then((result) => {
        if (!controller.signal.aborted) setLookup(result)
      })
    }, debounceMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [client, label, debounceMs])
  return lookup
}
