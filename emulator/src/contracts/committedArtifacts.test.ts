import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8')

/** The source followed by the files it imports, as scripts/compileContracts.mjs hashes them. */
const withImports = (source: string) =>
  [
    source,
    ...[...source.matchAll(/^import\s[^"]*"\.\/([A-Za-z0-9]+\.sol)";/gm)].map(([, file]) =>
      read(file ?? ''),
    ),
  ].join('')

describe('the committed contract artifacts', () => {
  // TestToken is compiled by its own script and carries its hash the same way.
  for (const name of [
    'TestToken',
    'TestNft',
    'TestPool',
    'AppKitSmartAccount',
    'AppKitAccountFactory',
  ]) {
    it(`${name}.json was compiled from the committed ${name}.sol and its imports (sourceSha256 matches)`, () => {
      const artifact = JSON.parse(read(`${name}.json`)) as {
        sourceName: string
        sourceSha256: string
        bytecode: string
      }
      expect(artifact.sourceName).toBe(`${name}.sol`)
      expect(artifact.sourceSha256).toBe(
        createHash('sha256')
          .update(withImports(read(`${name}.sol`)))
          .digest('hex'),
      )
      expect(artifact.bytecode).toMatch(/^0x[0-9a-f]+$/)
    })
  }
})
