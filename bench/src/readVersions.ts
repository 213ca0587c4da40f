import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { BENCH_DIR, REPO_ROOT } from './paths.js'

const ROOT_PACKAGES = [
  'react',
  'react-dom',
  'viem',
  'vite',
  '@vitejs/plugin-react',
  'effect',
  'tapable',
]
const PEER_PACKAGES = [
  '@reown/appkit',
  '@reown/appkit-adapter-wagmi',
  '@rainbow-me/rainbowkit',
  'connectkit',
  'wagmi',
  '@wagmi/core',
  '@wagmi/connectors',
  '@tanstack/react-query',
]

function versionIn(folder: string, name: string): string | undefined {
  try {
    const manifest = JSON.parse(
      readFileSync(join(folder, 'node_modules', name, 'package.json'), 'utf8'),
    ) as { version?: string }
    return manifest.version
  } catch {
    return undefined
  }
}

/** The installed versions the figures come from (root for shared packages, bench/ for peers). */
export function readVersions(): Record<string, string> {
  const versions: Record<string, string> = {}
  for (const name of ROOT_PACKAGES) versions[name] = versionIn(REPO_ROOT, name) ?? 'missing'
  for (const name of PEER_PACKAGES) versions[name] = versionIn(BENCH_DIR, name) ?? 'not installed'
  return versions
}
