import { defineConfig } from 'vitest/config'
import { ALL_CORES } from '../shared/allCores.js'

// The published shape of every public package: each is packed as `npm publish` would, and
// publint and attw check the tarball. Needs the packages built (`npm run build`).
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/packages/**/*.test.ts'],
    maxWorkers: ALL_CORES,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
})
