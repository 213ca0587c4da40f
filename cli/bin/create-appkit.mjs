#!/usr/bin/env node
// The `create-appkit` command: registers tsx's loader, then runs the TypeScript CLI in this process.
import { register } from 'tsx/esm/api'

register()
const { runCreateAppkit } = await import('../src/cli.ts')
await runCreateAppkit(process.argv)
