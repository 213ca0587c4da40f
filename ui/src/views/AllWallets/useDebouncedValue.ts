import { useEffect, useState } from 'react'
import { DEBOUNCE_MS, debounce } from '../../utils/debounce.js'

/** The value, once it has stopped changing for 500 ms ('debounce 500 ms', spec §9). */
export function useDebouncedValue<T>(value: T, ms: number = DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value)
  const [update] = useState(() => debounce((next: T) => setSettled(() => next), ms))
  useEffect(() => {
    update(value)
  }, [update, value])
  useEffect(() => () => update.cancel(), [update])
  return settled
}
