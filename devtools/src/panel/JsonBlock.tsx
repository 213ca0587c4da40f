import type { Json } from '../serialize/Json.js'

/** A payload, pretty-printed. React escapes it: an imported file cannot inject markup. */
export function JsonBlock({ value }: { value: Json | undefined }) {
  return (
    <pre className="dt-json">
      {value === undefined ? 'undefined' : JSON.stringify(value, null, 2)}
    </pre>
  )
}
