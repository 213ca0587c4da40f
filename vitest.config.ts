import { defineConfig } from 'vitest/config'
import { ALL_CORES } from './tests/shared/allCores.js'

export default defineConfig({
  test: {
    include: [
      '{kernel,ui,namespaces,plugins,interop,cli,devtools,emulator}/**/src/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.ts',
      'tests/shared/**/*.test.ts',
      'tests/csp/**/*.test.ts',
      'tests/size/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**'],
    testTimeout: 20_000,
    // expect.poll's 1 s default fails real servers and Chromium on CI's two busy cores.
    expect: { poll: { timeout: 5_000 } },
    maxWorkers: ALL_CORES,
  },
})
