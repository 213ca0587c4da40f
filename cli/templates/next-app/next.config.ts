import type { NextConfig } from 'next'

// Nothing for AppKit: its packages ship compiled JavaScript with declarations, as any library.
const nextConfig: NextConfig = {}

export default nextConfig
