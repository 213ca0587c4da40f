#!/usr/bin/env node
// The `appkit-emulator` command: registers tsx's loader, then runs src/cli.ts in this process
// (no child process, so signals reach the emulator directly).
import { register } from 'tsx/esm/api'

register()
await import('../src/cli.ts')
