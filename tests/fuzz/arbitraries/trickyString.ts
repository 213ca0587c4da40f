import fc from 'fast-check'

/** Characters that break naive code: lone surrogates, NUL, controls, BOM, bidi, URL syntax. */
const TRICKY = [
  '\uD800',
  '\uDFFF',
  '\u0000',
  '\n',
  '\t',
  '\u00A0',
  '\uFEFF',
  '\u202E',
  '💥',
  '%',
  '%zz',
  '/',
  '\\',
  ':',
  '@',
  '#',
  '?',
  '"',
  "'",
  '<',
  'a',
  '0',
  ' ',
]

/** Short strings made mostly of TRICKY characters. */
export function trickyString(): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...TRICKY), maxLength: 12 })
}
