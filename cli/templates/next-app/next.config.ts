import type { NextConfig } from 'next'

const nextConfig: NextConfig = {
  // The AppKit packages ship TypeScript sources: Next compiles them like the app's own code.
  transpilePackages: [
    '@appkit/kernel',
    '@appkit/ui',
    '@appkit/eip155',
    '@appkit/analytics',
    '@appkit/devtools',
    '@appkit/emulator',
  ],
  webpack(config) {
    // Their relative imports name the compiled file ('./x.js' for './x.ts'), as TypeScript's NodeNext does.
    config.resolve.extensionAlias = { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] }
    return config
  },
}

export default nextConfig
