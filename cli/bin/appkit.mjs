#!/usr/bin/env node
// The `appkit` command (dev, add, doctor): registers tsx's loader, then runs the TypeScript CLI.
import { register } from 'tsx/esm/api'

register()
const { runAppkit } = await import('../src/cli.ts')
await runAppkit(process.argv)
