import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { NextConfig } from 'next'

// The AppKit packages ship TypeScript sources: Next compiles them like the app's own code. Every
// @appkit/ dependency is listed, so `appkit add <feature>` needs no edit here.
const pkg = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}
const appkitPackages = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) =>
  name.startsWith('@appkit/'),
)

const nextConfig: NextConfig = {
  transpilePackages: appkitPackages,
  webpack(config) {
    // Their relative imports name the compiled file ('./x.js' for './x.ts'), as TypeScript's NodeNext does.
    config.resolve.extensionAlias = { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] }
    return config
  },
}

export default nextConfig
