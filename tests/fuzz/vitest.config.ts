import { defineConfig } from 'vitest/config'
import { ALL_CORES } from '../shared/allCores.js'
import { workspaceSourceAliases } from '../shared/workspaceSourceAliases.js'

const root = new URL('../..', import.meta.url).pathname

// Property-based fuzzing of every validator, parser and decoder (issue 13). The root config's
// `include` does not list tests/fuzz: run it as its own suite, like the browser tests:
// `npx vitest run --config tests/fuzz/vitest.config.ts`.
export default defineConfig({
  // The properties import validators and parsers from the packages' sources by path: the
  // packages those import resolve to the sources too, so both sides share one AppKitError.
  resolve: { alias: workspaceSourceAliases(root) },
  test: {
    root,
    include: ['tests/fuzz/**/*.test.ts'],
    // The files share no state (every case builds its own values), so one module graph serves
    // them all: this saves re-importing effect and viem, and re-warming the JIT, per file.
    isolate: false,
    maxWorkers: ALL_CORES,
    testTimeout: 60_000,
  },
})
