#!/usr/bin/env node
// Writes a package's catalog chunk for one locale from a JSON file of id -> ICU text, in the
// English order: node scripts/i18n/importTranslations.mjs plugins/swaps fr /tmp/swaps.fr.json
// (the JSON's keys must be exactly the package's message ids: see scripts/i18n/checkLocale.ts).
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

const [packageDir, locale, jsonFile] = process.argv.slice(2)
if (!packageDir || !locale || !jsonFile) {
  console.error('usage: importTranslations.mjs <package dir> <locale> <file.json>')
  process.exit(1)
}
const messages = JSON.parse(readFileSync(jsonFile, 'utf8'))
if (typeof messages !== 'object' || messages === null || Array.isArray(messages)) {
  throw new Error(`${jsonFile} must hold one object of message id to text`)
}
for (const [id, text] of Object.entries(messages)) {
  if (typeof text !== 'string') throw new Error(`${jsonFile}: ${id} is not a string`)
}
const typeImport = packageDir === 'kernel' ? '../MessageDescriptor.js' : '@appkit/kernel'
const entries = Object.keys(messages)
  .sort()
  .map((id) => `  ${JSON.stringify(id)}: ${JSON.stringify(messages[id])},`)
const source = `import type { Messages } from '${typeImport}'

export default {
${entries.join('\n')}
} satisfies Messages
`
const target = join(packageDir, 'src/i18n/locales', `${locale}.ts`)
writeFileSync(target, source)
console.log(`wrote ${target} (${entries.length} messages)`)
