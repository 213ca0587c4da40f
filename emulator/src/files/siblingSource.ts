/**
 * The URL of a source file beside `base`, in the form `base` itself runs as: `page/main.ts` from
 * the TypeScript sources (tests), `page/main.js` from the compiled package. Lets esbuild bundle
 * the emulator's browser pages from whichever is there, with no TypeScript needed at run time.
 *
 * @example
 * siblingSource('./page/main.ts', import.meta.url) // …/dist/mobileWallet/page/main.js when compiled
 */
export function siblingSource(relativeTs: string, base: string): URL {
  const compiled = !base.endsWith('.ts')
  return new URL(compiled ? relativeTs.replace(/\.ts$/, '.js') : relativeTs, base)
}
