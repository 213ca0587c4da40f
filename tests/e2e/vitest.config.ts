import { defineConfig } from 'vitest/config'

// Browser tests: real headless Chromium (Debian's package) against the demo app built with Vite
// and the emulator's real chains. One emulator and one demo build serve every file.
export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/**/*.e2e.test.ts'],
    globalSetup: ['tests/e2e/harness/globalSetup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Vitest's 1 s default for expect.poll is shorter than a lazy view takes to render on CI's
    // two loaded cores; a passing poll returns as soon as it passes, so only failures wait longer.
    expect: { poll: { timeout: 10_000 } },
  },
})
