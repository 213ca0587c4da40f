#!/usr/bin/env node
// Writes <package>/src/i18n/<NAME>_MESSAGE_CATALOG.ts: one lazy import per shipped locale, so a
// bundler makes one chunk per locale. Usage: node scripts/i18n/writeMessageCatalog.mjs plugins/swaps
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'

const packageDir = process.argv[2]
if (!packageDir) {
  console.error('usage: writeMessageCatalog.mjs <package dir>')
  process.exit(1)
}
const name = basename(packageDir)
const constant = `${name.toUpperCase().replaceAll('-', '_')}_MESSAGE_CATALOG`
const localesSource = readFileSync('kernel/src/i18n/LOCALES.ts', 'utf8')
const locales = [...localesSource.matchAll(/^ {2}'([a-zA-Z-]+)',$/gm)]
  .map((m) => m[1])
  .filter((l) => l !== 'en')
const kernelImport = packageDir === 'kernel' ? './createI18n.js' : '@appkit/kernel'
const key = (locale) => (locale.includes('-') ? `'${locale}'` : locale)
const source = `import type { MessageCatalog } from '${kernelImport}'

/** ${name}'s translations, one chunk per locale (English stays with the code that shows it). */
export const ${constant}: MessageCatalog = {
  name: '${name}',
  locales: {
${locales.map((l) => `    ${key(l)}: () => import('./locales/${l}.js'),`).join('\n')}
  },
}
`
mkdirSync(join(packageDir, 'src/i18n/locales'), { recursive: true })
writeFileSync(join(packageDir, 'src/i18n', `${constant}.ts`), source)
console.log(`wrote ${join(packageDir, 'src/i18n', `${constant}.ts`)}`)
