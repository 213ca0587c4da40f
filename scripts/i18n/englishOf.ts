// Prints a package's English messages as JSON (id to text), for translators:
// npx tsx scripts/i18n/englishOf.ts plugins/swaps
import { collectEnglishMessages } from '../../tests/shared/i18n/collectEnglishMessages.js'

const packageDir = process.argv[2]
if (!packageDir) throw new Error('usage: englishOf.ts <package dir>')
const messages = await collectEnglishMessages(packageDir)
console.log(JSON.stringify(Object.fromEntries(messages.map((m) => [m.id, m.message])), null, 2))
