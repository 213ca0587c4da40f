#!/usr/bin/env node
// Writes a package's catalog: src/i18n/<NAME>_MESSAGE_CATALOG.ts (what the package registers: one
// function, so the first load carries no loader per locale) and src/i18n/load<Name>Messages.ts
// (one lazy import per shipped locale, so a bundler makes one chunk per locale).
// Usage: node scripts/i18n/writeMessageCatalog.mjs plugins/swaps
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, join } from 'node:path'

const packageDir = process.argv[2]
if (!packageDir) {
  console.error('usage: writeMessageCatalog.mjs <package dir>')
  process.exit(1)
}
const name = basename(packageDir)
const constant = `${name.toUpperCase().replaceAll('-', '_')}_MESSAGE_CATALOG`
const pascal = name.replace(/(^|-)([a-z])/g, (_, __, letter) => letter.toUpperCase())
const loader = `load${pascal}Messages`
const localesSource = readFileSync('kernel/src/i18n/LOCALES.ts', 'utf8')
const locales = [...localesSource.matchAll(/^ {2}'([a-zA-Z-]+)',$/gm)]
  .map((m) => m[1])
  .filter((l) => l !== 'en')
const inKernel = packageDir === 'kernel'
const key = (locale) => (locale.includes('-') ? `'${locale}'` : locale)
const catalog = `import type { MessageCatalog } from '${inKernel ? './createI18n.js' : '@appkit/kernel'}'

/** ${name}'s translations: English stays with the code that shows it; other locales load lazily. */
export const ${constant}: MessageCatalog = {
  name: '${name}',
  load: (locale) => import('./${loader}.js').then((module) => module.${loader}(locale)),
}
`
const typeImports = inKernel
  ? `import type { Locale } from './LOCALES.js'\nimport type { Messages } from './MessageDescriptor.js'`
  : `import type { Locale, Messages } from '@appkit/kernel'`
const loaders = `${typeImports}

const CHUNKS: Partial<Record<Locale, () => Promise<{ default: Messages }>>> = {
${locales.map((l) => `  ${key(l)}: () => import('./locales/${l}.js'),`).join('\n')}
}

/** One locale's chunk of ${name}'s messages; undefined for a locale ${name} does not ship. */
export async function ${loader}(locale: Locale): Promise<Messages | undefined> {
  return (await CHUNKS[locale]?.())?.default
}
`
mkdirSync(join(packageDir, 'src/i18n/locales'), { recursive: true })
writeFileSync(join(packageDir, 'src/i18n', `${constant}.ts`), catalog)
writeFileSync(join(packageDir, 'src/i18n', `${loader}.ts`), loaders)
console.log(`wrote ${join(packageDir, 'src/i18n', `${constant}.ts`)} and ${loader}.ts`)
