/**
 * The text of a Next.js app's next.config.ts. Without packages it is the template's own file
 * (templates/next-app/next.config.ts, kept equal by a test); with some, they are loaded from
 * node_modules at run time instead of bundled (PGlite reads its WebAssembly and data files from
 * its package folder).
 */
export function renderNextConfig(serverExternalPackages: readonly string[]): string {
  if (serverExternalPackages.length === 0) {
    return `import type { NextConfig } from 'next'

// Nothing for AppKit: its packages ship compiled JavaScript with declarations, as any library.
const nextConfig: NextConfig = {}

export default nextConfig
`
  }
  return `import type { NextConfig } from 'next'

// AppKit's packages ship compiled JavaScript with declarations, as any library. The server's own
// libraries below read files from their package folder at run time: Next.js must not bundle them.
const nextConfig: NextConfig = {
  serverExternalPackages: [${serverExternalPackages.map((name) => `'${name}'`).join(', ')}],
}

export default nextConfig
`
}
