import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { BuildOptions } from 'esbuild'
import { siblingSource } from '../files/siblingSource.js'

/** The page script's entry, bundled with everything it imports. */
export const WALLET_PAGE_ENTRY = fileURLToPath(siblingSource('./page/main.ts', import.meta.url))

const RUN_ESBUILD = fileURLToPath(new URL('./runEsbuild.mjs', import.meta.url))

const OPTIONS: BuildOptions = {
  entryPoints: [WALLET_PAGE_ENTRY],
  bundle: true,
  platform: 'browser',
  format: 'esm',
  target: 'es2022',
  minify: true,
  write: false,
  logLevel: 'silent',
  define: { 'process.env.NODE_ENV': '"production"' },
  // WalletKit imports the WalletConnect Pay SDK (about 300 kB, a WebAssembly module a strict
  // CSP refuses, and a client of api.pay.walletconnect.com). The test wallet makes no
  // payments: a stand-in reports Pay unavailable, which WalletKit checks before using it.
  alias: {
    '@walletconnect/pay': fileURLToPath(
      siblingSource('./page/walletConnectPayStub.ts', import.meta.url),
    ),
  },
}

/**
 * Bundles the wallet page's code (WalletKit, WalletConnect Core, viem) into one minified
 * ES module for the browser, in well under a second. Needs no Node polyfills: the SDK finds
 * the browser's WebSocket, crypto and IndexedDB itself. esbuild runs in a Node process of its
 * own (runEsbuild.mjs), so its service process ends with the build instead of outliving the
 * emulator.
 *
 * @example
 * const script = await bundleWalletPage() // about 750 kB
 */
export function bundleWalletPage(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [RUN_ESBUILD],
      { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`esbuild: ${stderr.trim() || error.message}`))
        else resolve(stdout)
      },
    )
    child.stdin?.end(JSON.stringify(OPTIONS))
  })
}
