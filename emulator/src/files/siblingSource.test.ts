import { describe, expect, it } from 'vitest'
import { siblingSource } from './siblingSource.js'

describe('siblingSource', () => {
  it('names the TypeScript file beside a TypeScript module (tests run the sources)', () => {
    expect(siblingSource('./page/main.ts', 'file:///e/src/mobileWallet/x.ts').href).toBe(
      'file:///e/src/mobileWallet/page/main.ts',
    )
  })

  it('names the compiled file beside a compiled module (the published package)', () => {
    expect(siblingSource('./page/main.ts', 'file:///e/dist/mobileWallet/x.js').href).toBe(
      'file:///e/dist/mobileWallet/page/main.js',
    )
  })
})
