import { describe, expect, it } from 'vitest'
import { importTimeStatements } from './importTimeStatements.js'

describe('importTimeStatements', () => {
  it('imports, exports, functions, classes and constants do nothing at import', () => {
    const text = [
      "import { a } from './a.js'",
      "export { b } from './b.js'",
      'export const LIMIT = Object.freeze({ max: 5 })',
      'export function f() { document.title = "x" }',
      'export class C { static size = 1 }',
      'export default f',
    ].join('\n')
    expect(importTimeStatements('pure.js', text)).toEqual([])
  })

  it('names calls, assignments, control flow, static blocks and top-level await', () => {
    const text = [
      "customElements.define('x-y', class extends HTMLElement {})",
      'globalThis.appkit = {}',
      'if (typeof window !== "undefined") window.x = 1',
      'class D { static { register(D) } }',
      "const config = await fetch('/config')",
      'export default register()',
    ].join('\n')
    expect(importTimeStatements('effects.js', text)).toEqual([
      "customElements.define('x-y', class extends HTMLElement {})",
      'globalThis.appkit = {}',
      'if (typeof window !== "undefined") window.x = 1',
      'static { register(D) }',
      "const config = await fetch('/config')",
      'export default register()',
    ])
  })

  it("a locale's catalog (an object of keys to strings) does nothing; an object that may run code does", () => {
    const catalog =
      "export default {\n  'connect.title': 'Connecter',\n  count: '{n, plural, other {#}}',\n}"
    expect(importTimeStatements('fr.js', catalog)).toEqual([])
    for (const text of [
      'export default { [key()]: "x" }',
      'export default { get title() { return track() } }',
      'export default { ...defaults }',
      'export default { title: translate("x") }',
    ]) {
      expect(importTimeStatements('effects.js', text)).toEqual([text])
    }
  })
})
