import { createRequire } from 'node:module'
import { defineConfig } from 'vitest/config'
import { ALL_CORES } from '../shared/allCores.js'

// The rendering tests of ui, devtools and the React plugins again, on React 18.3 (the oldest
// React the packages' `>=18` peer range lets an app install). React 18 is a dependency of this
// folder's private workspace (npm puts it in tests/node_modules, so any file under tests/ that
// imports react gets 18); every import of react or react-dom in the code under test is pointed
// at it. Packages from node_modules that import React must be inlined so the aliases
// reach them too (otherwise Node would hand them React 19 from the root).
const react18 = createRequire(new URL('./package.json', import.meta.url))
const REACT_ENTRIES = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-dom/server',
]

export default defineConfig({
  resolve: {
    alias: REACT_ENTRIES.map((entry) => ({
      find: new RegExp(`^${entry}$`),
      replacement: react18.resolve(entry),
    })),
  },
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: [
      'tests/react18/**/*.test.ts',
      'ui/src/**/*.test.tsx',
      'devtools/src/panel/**/*.test.tsx',
      'plugins/*/src/**/*.test.tsx',
    ],
    exclude: ['**/node_modules/**'],
    server: { deps: { inline: ['@tanstack/react-virtual'] } },
    maxWorkers: ALL_CORES,
    testTimeout: 20_000,
  },
})
