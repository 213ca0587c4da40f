import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build, preview } from 'vite'
import { freePort } from './freePort.js'

/** The repository's own React: tests/node_modules holds React 18 for the React 18 suite. */
const repoModules = new URL('../../../node_modules/', import.meta.url).pathname

export interface FixturePageOptions {
  /** Module aliases of this build (e.g. another major of a library), before React's own. */
  alias?: readonly { find: RegExp; replacement: string }[]
}

export interface FixturePage {
  url: string
  close(): Promise<void>
}

/**
 * Builds a page written inside the tests (a folder with index.html) with Vite, as an app would
 * build it against the packages' builds, and serves it on a free port of 127.0.0.1 with the
 * given Content-Security-Policy. `close` stops the server and removes the build.
 */
export async function serveFixturePage(
  root: string,
  csp: string,
  options: FixturePageOptions = {},
): Promise<FixturePage> {
  const outDir = mkdtempSync(join(tmpdir(), 'appkit-fixture-'))
  const config = {
    configFile: false as const,
    root,
    logLevel: 'warn' as const,
    plugins: [react()],
    resolve: {
      alias: [
        ...(options.alias ?? []),
        { find: /^(react|react-dom)(\/.*)?$/, replacement: `${repoModules}$1$2` },
      ],
    },
  }
  await build({
    ...config,
    build: { outDir, emptyOutDir: true, target: 'es2022', chunkSizeWarningLimit: 2048 },
  })
  const port = await freePort()
  const server = await preview({
    ...config,
    build: { outDir },
    preview: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      headers: { 'Content-Security-Policy': csp },
    },
  })
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}
