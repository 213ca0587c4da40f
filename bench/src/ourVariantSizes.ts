import { OUR_VARIANTS } from './BENCH_APPS.js'
import type { BenchResults } from './BenchResults.js'
import type { BuildSizes } from './measureBuildSizes.js'

/**
 * Our per-package rows: each variant's initial and total JS, and what it adds to the variant
 * before it. Variants that did not build are left out (and the next one adds nothing).
 */
export function ourVariantSizes(
  sizeOf: ReadonlyMap<string, BuildSizes>,
): BenchResults['ourVariants'] {
  const rows: BenchResults['ourVariants'] = []
  for (const [index, variant] of OUR_VARIANTS.entries()) {
    const measured = sizeOf.get(variant.name)
    if (!measured) continue
    const previous = index > 0 ? sizeOf.get(OUR_VARIANTS[index - 1]!.name) : undefined
    rows.push({
      name: variant.name,
      label: variant.label,
      initialGzip: measured.initialGzip,
      totalGzip: measured.totalGzip,
      addsInitialGzip: previous ? measured.initialGzip - previous.initialGzip : undefined,
      addsTotalGzip: previous ? measured.totalGzip - previous.totalGzip : undefined,
    })
  }
  return rows
}
