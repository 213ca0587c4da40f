// The pure helpers behind `npm run bench` and the size budgets.
import { describe, expect, it } from 'vitest'
import type { BuiltChunk } from '../../bench/src/BuiltApp.js'
import { checkBudget } from '../../bench/src/checkBudget.js'
import { eagerScripts } from '../../bench/src/eagerScripts.js'
import { formatTable } from '../../bench/src/formatTable.js'
import { generateWallets } from '../../bench/src/generateWallets.js'
import { median } from '../../bench/src/median.js'
import { packageOfModule } from '../../bench/src/packageOfModule.js'
import { pageWallets } from '../../bench/src/pageWallets.js'
import { REPO_ROOT } from '../../bench/src/paths.js'
import { printLoadFigures } from '../../bench/src/printLoadFigures.js'
import { staticImportClosure } from '../../bench/src/staticImportClosure.js'

const chunk = (fileName: string, imports: string[] = []): BuiltChunk => ({
  fileName,
  code: '',
  isEntry: false,
  isDynamicEntry: false,
  imports,
  dynamicImports: [],
  facadeModuleId: null,
  modules: [],
})

describe('eagerScripts', () => {
  it('lists module scripts and modulepreloads, not other links or remote scripts', () => {
    const html = `<script type="module" crossorigin src="/assets/index-a.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-b.js">
      <link rel="stylesheet" href="/assets/index-c.css">
      <script src="https://example.com/x.js"></script>`
    expect(eagerScripts(html)).toEqual(['assets/index-a.js', 'assets/vendor-b.js'])
  })
})

describe('staticImportClosure', () => {
  it('follows static imports transitively, not dynamic ones', () => {
    const chunks = [
      { ...chunk('a.js', ['b.js']), dynamicImports: ['d.js'] },
      chunk('b.js', ['c.js']),
      chunk('c.js'),
      chunk('d.js'),
    ]
    expect([...staticImportClosure(chunks, ['a.js'])].sort()).toEqual(['a.js', 'b.js', 'c.js'])
  })

  it('fails on a chunk name the build does not have', () => {
    expect(() => staticImportClosure([chunk('a.js')], ['nope.js'])).toThrow('no chunk named')
  })
})

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(median([])).toBeNaN()
  })
})

describe('checkBudget', () => {
  const budget = { description: '', targetBytes: 100, ceilingBytes: null }
  it('asserts the target while no ceiling is recorded', () => {
    expect(checkBudget('x', budget, 101)).toMatchObject({ limitBytes: 100, withinLimit: false })
  })
  it('asserts the ceiling once one is recorded, and still reports the missed target', () => {
    const check = checkBudget('x', { ...budget, ceilingBytes: 120 }, 110)
    expect(check).toMatchObject({ limitBytes: 120, withinLimit: true, meetsTarget: false })
  })
})

describe('formatTable', () => {
  it('aligns columns and prints one-cell rows as section titles', () => {
    const text = formatTable(['', 'a', 'bb'], [['Section'], ['  row', '1', '22']])
    expect(text.split('\n')).toEqual(['       a  bb', '------------', 'Section', '  row  1  22'])
  })
})

describe('packageOfModule', () => {
  it('names the innermost npm package, scoped or not, and our workspaces', () => {
    expect(packageOfModule(`${REPO_ROOT}node_modules/viem/node_modules/ox/_esm/a.js`)).toBe('ox')
    expect(packageOfModule(`${REPO_ROOT}node_modules/@noble/hashes/sha3.js`)).toBe('@noble/hashes')
    expect(packageOfModule(`${REPO_ROOT}kernel/dist/kit/createAppKit.js`)).toBe('@appkit/kernel')
    expect(packageOfModule(`${REPO_ROOT}namespaces/eip155/dist/eip155.js`)).toBe('@appkit/eip155')
    expect(packageOfModule(`${REPO_ROOT}plugins/siwx/dist/index.js`)).toBe('@appkit/siwx')
    expect(packageOfModule(`${REPO_ROOT}devtools/dist/index.js`)).toBe('@appkit/devtools')
    expect(packageOfModule('/app/node_modules/@appkit/ui/dist/index.js')).toBe('@appkit/ui')
    expect(packageOfModule('\0vite/preload-helper.js')).toBe('bundler runtime')
  })
})

describe('generateWallets and pageWallets (the 600-wallet API)', () => {
  const wallets = generateWallets(600)
  it('makes unique names and ids, past 600 too (the load bench lists 1,000)', () => {
    expect(new Set(wallets.map((wallet) => wallet.name)).size).toBe(600)
    expect(new Set(wallets.map((wallet) => wallet.id)).size).toBe(600)
    const thousand = generateWallets(1000)
    expect(new Set(thousand.map((wallet) => wallet.name)).size).toBe(1000)
    expect(new Set(thousand.map((wallet) => wallet.id)).size).toBe(1000)
    expect(thousand[600]?.name).toBe('Amber Badger 2')
  })
  it('pages 40 by default and searches names case-insensitively', () => {
    const first = pageWallets(wallets, new URLSearchParams('page=1'))
    expect(first.count).toBe(600)
    expect(first.data).toHaveLength(40)
    const last = pageWallets(wallets, new URLSearchParams('page=15&entries=40'))
    expect(last.data.at(-1)?.order).toBe(600)
    const search = pageWallets(wallets, new URLSearchParams('search=FALCON&entries=100'))
    expect(search.count).toBe(20)
    expect(search.data.every((wallet) => wallet.name.includes('Falcon'))).toBe(true)
  })
  it('filters by chains and exclude', () => {
    expect(pageWallets(wallets, new URLSearchParams('chains=eip155:10')).count).toBe(0)
    const excluded = pageWallets(wallets, new URLSearchParams(`exclude=${wallets[0]!.id}`))
    expect(excluded.count).toBe(599)
  })
})

describe('printLoadFigures (the load bench)', () => {
  it("prints each figure beside its bound as 'pass' within it and 'over' past it", () => {
    const table = printLoadFigures([
      {
        scenario: 'cycles',
        figure: 'heap growth',
        unit: 'bytes',
        value: 2048,
        bound: 1024 * 1024,
        pass: true,
      },
      {
        scenario: 'cycles',
        figure: 'DOM nodes growth',
        unit: 'count',
        value: 1,
        bound: 0,
        pass: false,
      },
    ])
    const [, , heap, nodes] = table.split('\n')
    expect(heap).toMatch(/heap growth\s+2\.0 KiB\s+<= 1\.00 MiB\s+pass$/)
    expect(nodes).toMatch(/DOM nodes growth\s+1\s+<= 0\s+over$/)
  })
})
