import { describe, expect, it } from 'vitest'
import { namespaceOf } from './namespaceOf.js'

const registered = ['eip155', 'testfam']
const isFamily = (namespace: string) => registered.includes(namespace)

describe('namespaceOf (the Events namespace filter)', () => {
  it("names the family of a payload's namespace, network or 'family:...' source", () => {
    expect(namespaceOf({ namespace: 'eip155' }, isFamily)).toBe('eip155')
    expect(namespaceOf([{ caipNetwork: { chainNamespace: 'testfam' } }], isFamily)).toBe('testfam')
    expect(namespaceOf({ source: 'eip155:1' }, isFamily)).toBe('eip155')
  })

  it("names only the kit's families: a 'wallet:<connector id>' source is none", () => {
    expect(namespaceOf({ source: 'wallet:io.metamask' }, isFamily)).toBeUndefined()
    expect(namespaceOf({ namespace: 'solana' }, isFamily)).toBeUndefined()
  })
})
