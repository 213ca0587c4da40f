/** One module's share of a chunk, as the bundler rendered it (after tree shaking, before minify). */
export interface BuiltModule {
  id: string
  renderedLength: number
}

export interface BuiltChunk {
  fileName: string
  code: string
  isEntry: boolean
  isDynamicEntry: boolean
  /** Chunks this one imports statically (loaded with it). */
  imports: readonly string[]
  /** Chunks this one may `import()` later. */
  dynamicImports: readonly string[]
  facadeModuleId: string | null
  modules: readonly BuiltModule[]
}

/** A production build of one bench app: its index.html and every JS chunk. */
export interface BuiltApp {
  name: string
  html: string
  chunks: readonly BuiltChunk[]
  /** Other emitted files (CSS, images), by name, with their size in bytes. */
  assets: Readonly<Record<string, number>>
  /** Where the files were written, when they were. */
  outDir: string | undefined
  buildMs: number
}
