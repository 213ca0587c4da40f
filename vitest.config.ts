import { defineConfig } from 'vitest/config'
import { ALL_CORES } from './tests/shared/allCores.js'
import { testFilesNeedingIsolation } from './tests/shared/testFilesNeedingIsolation.js'

const root = new URL('.', import.meta.url).pathname
const include = [
  '{kernel,ui,namespaces,plugins,interop,cli,devtools,emulator}/**/src/**/*.test.{ts,tsx}',
  'tests/unit/**/*.test.ts',
  'tests/shared/**/*.test.ts',
  'tests/csp/**/*.test.ts',
  'tests/size/**/*.test.ts',
]
const exclude = ['**/node_modules/**']
// Files that mock modules or patch globals get a module graph of their own; the rest share their
// worker's, which spares importing viem, effect and the packages once per file (the unit suite's
// import time was most of its run).
const isolated = testFilesNeedingIsolation(root, [
  'kernel',
  'ui',
  'namespaces',
  'plugins',
  'interop',
  'cli',
  'devtools',
  'emulator',
  'tests/unit',
  'tests/shared',
  'tests/csp',
  'tests/size',
])

export default defineConfig({
  test: {
    exclude,
    testTimeout: 20_000,
    // expect.poll's 1 s default fails real servers and Chromium on CI's two busy cores.
    expect: { poll: { timeout: 5_000 } },
    maxWorkers: ALL_CORES,
    projects: [
      {
        extends: true,
        test: { name: 'shared', include, exclude: [...exclude, ...isolated], isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: isolated, isolate: true } },
    ],
  },
})
