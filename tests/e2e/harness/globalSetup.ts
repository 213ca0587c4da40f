import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startEmulator } from '@appkit/emulator'
import { warmUpEmulatorDatabases } from '@appkit/emulator/testing/warm-up'
import { build, type PreviewServer, preview } from 'vite'
import type { TestProject } from 'vitest/node'
import { freePort } from './freePort.js'
import { strictCsp } from './STRICT_CSP.js'

const demoRoot = new URL('../../../examples/vite-react/', import.meta.url).pathname

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string
    emulator: import('@appkit/emulator').EmulatorUrls
    csp: string
  }
}

/** Starts the emulator's chains and API, builds the demo against them and serves it with a strict CSP. */
export default async function setup(project: TestProject) {
  const emulator = await startEmulator({
    apiPort: 0,
    chains: [
      { chainId: 31337, name: 'Hardhat', port: 0 },
      { chainId: 1337, name: 'Localhost', port: 0 },
    ],
    stateFile: false,
    log: () => {},
  })
  const { urls } = emulator
  Object.assign(process.env, {
    VITE_APPKIT_API_URL: urls.api,
    VITE_APPKIT_SECURE_SITE_URL: urls.secureSite,
    VITE_APPKIT_PROJECT_ID: urls.projectId,
    VITE_APPKIT_RPC_31337: urls.chains['31337']?.rpcUrl,
    VITE_APPKIT_RPC_1337: urls.chains['1337']?.rpcUrl,
    VITE_APPKIT_TOKEN_ADDRESS: urls.token.address,
    ...(urls.solana ? { VITE_APPKIT_SOLANA_RPC: urls.solana.rpcUrl } : {}),
    ...(urls.swaps
      ? { VITE_APPKIT_SWAP_STAND_IN_31337: `eip155:${urls.swaps.standInChainId}` }
      : {}),
  })
  // Failure screenshots of an earlier run would only mislead.
  rmSync(new URL('../artifacts/failures/', import.meta.url), { recursive: true, force: true })
  const outDir = mkdtempSync(join(tmpdir(), 'appkit-demo-'))
  await Promise.all([
    build({
      root: demoRoot,
      logLevel: 'warn',
      // The demo's entry chunk carries viem for its own panels; the size note is noise here.
      build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 2048 },
    }),
    warmUpEmulatorDatabases(urls),
  ])

  const origins = [
    urls.api,
    urls.relay,
    ...Object.values(urls.chains).map((chain) => chain.rpcUrl),
    ...(urls.solana ? [urls.solana.rpcUrl] : []),
  ].map((url) => new URL(url).origin)
  // Frames: the secure site, and the API origin that the hostile-frame test frames.
  const csp = strictCsp(
    origins,
    [urls.secureSite, urls.api].map((url) => new URL(url).origin),
  )
  const port = await freePort()
  const server: PreviewServer = await preview({
    root: demoRoot,
    logLevel: 'warn',
    build: { outDir },
    preview: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      headers: { 'Content-Security-Policy': csp },
    },
  })
  project.provide('demoUrl', `http://127.0.0.1:${port}/`)
  project.provide('emulator', urls)
  project.provide('csp', csp)

  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
    await emulator.stop()
    rmSync(outDir, { recursive: true, force: true })
  }
}
