#!/usr/bin/env node
// The `create-appkit` command: the compiled CLI (dist/, built by `npm run build`) on plain Node.
import { runCreateAppkit } from '../dist/cli.js'

await runCreateAppkit(process.argv)
