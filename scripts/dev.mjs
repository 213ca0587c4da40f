#!/usr/bin/env node
// `npm run dev`: starts the emulator and the demo app. Both land with the EVM connect issue.
console.error(
  'The demo app and the emulator are not built yet: see the README table "What works today".',
)
process.exit(1)
