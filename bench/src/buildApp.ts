import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build, type Rolldown } from 'vite'
import type { BuiltApp, BuiltChunk } from './BuiltApp.js'
import { oneCopyOfSharedPackages } from './oneCopyOfSharedPackages.js'
import { oneCopyOfWagmi } from './oneCopyOfWagmi.js'
import { APPS_DIR } from './paths.js'

export interface BuildAppOptions {
  /** Write the files here (to serve them); without it the build stays in memory. */
  outDir?: string
}

function toChunk(chunk: Rolldown.OutputChunk): BuiltChunk {
  return {
    fileName: chunk.fileName,
    code: chunk.code,
    isEntry: chunk.isEntry,
    isDynamicEntry: chunk.isDynamicEntry,
    imports: chunk.imports,
    dynamicImports: chunk.dynamicImports,
    facadeModuleId: chunk.facadeModuleId,
    modules: Object.entries(chunk.modules).map(([id, module]) => ({
      id,
      renderedLength: module.renderedLength,
    })),
  }
}

/**
 * Builds `bench/apps/<name>` for production with the root's Vite and the React plugin, the same
 * configuration for every app: one copy of React, React DOM and viem (the root's), one of wagmi
 * and React Query (bench/node_modules'), target es2022, default minification and chunking.
 *
 * @example
 * const built = await buildApp('appkit') // in memory
 */
export async function buildApp(name: string, options: BuildAppOptions = {}): Promise<BuiltApp> {
  const started = performance.now()
  // Vite takes NODE_ENV from the process when it is set (vitest sets 'test'): React would be
  // bundled in its development build. Every bench build is a production build.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  const result = await build({
    root: join(APPS_DIR, name),
    configFile: false,
    envFile: false,
    logLevel: 'error',
    mode: 'production',
    plugins: [oneCopyOfSharedPackages(), oneCopyOfWagmi(), react()],
    build: {
      outDir: options.outDir ?? join(APPS_DIR, name, 'dist'),
      emptyOutDir: true,
      write: options.outDir !== undefined,
      target: 'es2022',
      reportCompressedSize: false,
      chunkSizeWarningLimit: Number.MAX_SAFE_INTEGER,
    },
  }).finally(() => {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  })
  const outputs = Array.isArray(result) ? result : [result]
  const chunks: BuiltChunk[] = []
  const assets: Record<string, number> = {}
  let html = ''
  for (const output of outputs) {
    if (!('output' in output)) throw new Error(`buildApp(${name}): Vite returned a watcher`)
    for (const file of output.output) {
      if (file.type === 'chunk') chunks.push(toChunk(file))
      else if (file.fileName === 'index.html') html = String(file.source)
      else assets[file.fileName] = file.source.length
    }
  }
  if (!html) throw new Error(`buildApp(${name}): the build has no index.html`)
  return {
    name,
    html,
    chunks,
    assets,
    outDir: options.outDir,
    buildMs: performance.now() - started,
  }
}
