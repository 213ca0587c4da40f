import fc from 'fast-check'

const ATEXT = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]{1,10}$/
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,20}[A-Za-z0-9])?$/

/**
 * An address isEmail must accept: a dot-atom local part (RFC 5322 atext runs) and a domain of
 * two or more LDH labels whose last is 2+ letters; within the 64 and 254 character limits.
 */
export function validEmail(): fc.Arbitrary<string> {
  const local = fc
    .array(fc.stringMatching(ATEXT), { minLength: 1, maxLength: 4 })
    .map((atoms) => atoms.join('.'))
  const labels = fc.array(fc.stringMatching(LABEL), { minLength: 1, maxLength: 3 })
  const tld = fc.stringMatching(/^[A-Za-z]{2,10}$/)
  return fc
    .tuple(local, labels, tld)
    .map(([localPart, domain, top]) => `${localPart}@${[...domain, top].join('.')}`)
}
