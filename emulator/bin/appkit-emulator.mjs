#!/usr/bin/env node
// The `appkit-emulator` command: the compiled emulator (dist/, built by `npm run build`) in this
// process (no child process, so signals reach the emulator directly).
await import('../dist/cli.js')
