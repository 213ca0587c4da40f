// An app that does not import @appkit/devtools ships none of its bytes (DESIGN.md: 'It adds
// nothing to a production bundle that does not import it'), checked with Vite's build API.
import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'

// The app fixtures import the package as an app does: its compiled dist/.
const DEVTOOLS_PACKAGE = fileURLToPath(new URL('../', import.meta.url))
const FIXTURES = fileURLToPath(new URL('./testing/bundles/', import.meta.url))

interface Chunk {
  fileName: string
  isEntry: boolean
  code: string
  modules: string[]
  imports: readonly string[]
}

/** A production build kept in memory: every JS chunk with the module ids it holds. */
async function buildFixture(name: string): Promise<Chunk[]> {
  // Vite takes NODE_ENV from the process when it is set (vitest sets 'test').
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    const result = await build({
      root: fileURLToPath(new URL(`./testing/bundles/${name}/`, import.meta.url)),
      configFile: false,
      envFile: false,
      logLevel: 'error',
      mode: 'production',
      build: { write: false, target: 'es2022', reportCompressedSize: false, minify: false },
    })
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
    return outputs.flatMap((output) =>
      output.output.flatMap((file) =>
        file.type === 'chunk'
          ? [
              {
                fileName: file.fileName,
                isEntry: file.isEntry,
                code: file.code,
                modules: Object.keys(file.modules),
                imports: file.imports,
              },
            ]
          : [],
      ),
    )
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}

/** A module of the devtools package (the app fixtures below excepted). */
const isDevtoolsModule = (id: string) => id.startsWith(DEVTOOLS_PACKAGE) && !id.startsWith(FIXTURES)

/** The entry chunk and every chunk it imports statically: what loads before any click. */
function initialChunks(chunks: Chunk[]): Chunk[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const seen = new Set<Chunk>()
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || seen.has(chunk)) return
    seen.add(chunk)
    for (const name of chunk.imports) visit(byName.get(name))
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk)
  return [...seen]
}

describe('bundle: devtools adds nothing to an app that does not import it', () => {
  it('a kit app built without devtools contains no devtools module and none of its code', async () => {
    const chunks = await buildFixture('withoutDevtools')
    const modules = chunks.flatMap((chunk) => chunk.modules)
    expect(modules.some((id) => id.includes('/kernel/dist/'))).toBe(true)
    expect(modules.filter(isDevtoolsModule)).toEqual([])
    for (const chunk of chunks) {
      expect(chunk.code).not.toContain('appkit:devtools')
      expect(chunk.code).not.toContain('appkit-devtools-session')
    }
  }, 60_000)

  it('behind a dynamic import (the demo’s ?devtools=1), devtools is only in chunks loaded on demand', async () => {
    const chunks = await buildFixture('withDevtoolsBehindFlag')
    const initial = initialChunks(chunks)
    const lazy = chunks.filter((chunk) => !initial.includes(chunk))
    expect(initial.flatMap((chunk) => chunk.modules).filter(isDevtoolsModule)).toEqual([])
    expect(lazy.flatMap((chunk) => chunk.modules).filter(isDevtoolsModule).length).toBeGreaterThan(
      5,
    )
  }, 60_000)
})
