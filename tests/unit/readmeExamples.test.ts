import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'

// README.md's "With wagmi" and "With ethers" examples cannot drift: each block names the file
// under docs/examples that tsc checks, and must be that file's code verbatim.
const root = new URL('../..', import.meta.url).pathname

it('quotes each sourced README example verbatim from the type-checked file it names', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8')
  const blocks = [...readme.matchAll(/<!-- source: (\S+) -->\n```tsx?\n([\s\S]*?)```/g)]
  expect(blocks.map(([, path]) => path)).toEqual([
    'docs/examples/withWagmi.tsx',
    'docs/examples/withEthers.ts',
  ])
  for (const [, path, code] of blocks) {
    const source = readFileSync(join(root, path as string), 'utf8')
    expect(source, `the README block quoted from ${path}`).toContain(code)
  }
})
