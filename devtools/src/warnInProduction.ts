export const PRODUCTION_WARNING =
  '[AppKit devtools] devtools is included in a production build: it records every hook call ' +
  'and request of the kit. Import it only in development (for example behind a dynamic import).'

/**
 * The one piece of module-level state in devtools, on purpose: the warning is about the page's
 * bundle, not about a kit, so it is printed once per page however many kits install devtools.
 * A per-kit flag would repeat it; nothing else is shared between kits.
 */
let warned = false

/** True in a production build: bundlers replace `process.env.NODE_ENV` with its value. */
function isProductionBuild(): boolean {
  try {
    return process.env.NODE_ENV === 'production'
  } catch {
    // No bundler replacement and no `process` (a plain browser page): not known to be production.
    return false
  }
}

/** Prints PRODUCTION_WARNING once per page when `production` (default: the build's NODE_ENV). */
export function warnInProduction(
  production: boolean = isProductionBuild(),
  out: Pick<Console, 'warn'> = console,
): boolean {
  if (!production || warned) return false
  warned = true
  out.warn(PRODUCTION_WARNING)
  return true
}
