// Lists what a locale chunk of a package lacks or has extra, against its English:
// npx tsx scripts/i18n/checkLocale.ts plugins/swaps fr
import { collectEnglishMessages } from '../../tests/shared/i18n/collectEnglishMessages.js'
import { readLocaleMessages } from '../../tests/shared/i18n/readLocaleMessages.js'

const [packageDir, locale] = process.argv.slice(2)
if (!packageDir || !locale) throw new Error('usage: checkLocale.ts <package dir> <locale>')
const english = await collectEnglishMessages(packageDir)
const translated = await readLocaleMessages(packageDir, locale)
const ids = new Set(english.map((m) => m.id))
const missing = english.filter((m) => !Object.hasOwn(translated, m.id))
const extra = Object.keys(translated).filter((id) => !ids.has(id))
for (const m of missing) console.log(`missing ${m.id}: ${JSON.stringify(m.message)}`)
for (const id of extra) console.log(`extra ${id}`)
console.log(
  `${packageDir} ${locale}: ${missing.length} missing, ${extra.length} extra of ${ids.size}`,
)
