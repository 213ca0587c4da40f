/**
 * A non-negative number as plain decimal text, never in exponent form: how the send state's
 * `sendTokenAmount` (a number, spec §3) goes back into an input or a send request. '' for a
 * negative or non-finite number, or none.
 *
 * @example numberToDecimalString(1e-7) // '0.0000001'
 */
export function numberToDecimalString(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value) || value < 0) return ''
  const text = String(value)
  const match = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text)
  if (!match) return text
  const [, first = '', rest = '', exponentText = '0'] = match
  const digits = `${first}${rest}`
  const point = 1 + Number(exponentText)
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`
  return point >= digits.length
    ? `${digits}${'0'.repeat(point - digits.length)}`
    : `${digits.slice(0, point)}.${digits.slice(point)}`
}
