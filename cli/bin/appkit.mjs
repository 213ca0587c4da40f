#!/usr/bin/env node
// The `appkit` command (dev, add, doctor): the compiled CLI (dist/, built by `npm run build`) on plain Node.
import { runAppkit } from '../dist/cli.js'

await runAppkit(process.argv)
