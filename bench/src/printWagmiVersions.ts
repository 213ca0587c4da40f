import type { BenchResults } from './BenchResults.js'
import { WAGMI_PACKAGES } from './oneCopyOfWagmi.js'

/**
 * One line on the wagmi apps' bundles: wagmi and React Query in one copy each, the same
 * versions in every app (what oneCopyOfWagmi is for), or what differs.
 */
export function printWagmiVersions(results: Pick<BenchResults, 'apps' | 'wagmiVersions'>): string {
  const label = (name: string) => results.apps.find((app) => app.name === name)?.label ?? name
  const built = Object.entries(results.wagmiVersions)
  if (!built.length) return 'wagmi apps: none built.'
  const versionsOf = new Map<string, Set<string>>()
  const problems: string[] = []
  for (const [app, bundled] of built) {
    for (const [name, versions] of Object.entries(bundled)) {
      const all = versionsOf.get(name) ?? new Set()
      for (const version of versions) all.add(version)
      versionsOf.set(name, all)
      if (versions.length > 1) {
        problems.push(`${label(app)} bundles ${versions.length} copies of ${name}`)
      }
    }
  }
  const order = (name: string) => (WAGMI_PACKAGES as readonly string[]).indexOf(name)
  const names = [...versionsOf.keys()].sort((a, b) => order(a) - order(b))
  for (const name of names) {
    if (versionsOf.get(name)!.size > 1) problems.push(`the apps bundle different ${name}`)
  }
  const listing = names.map((name) => `${name} ${[...versionsOf.get(name)!].join(' + ')}`)
  const apps = built.map(([app]) => label(app)).join(', ')
  return problems.length
    ? `wagmi apps (${apps}): ${listing.join(', ')}; NOT one copy of one version: ${problems.join('; ')}.`
    : `wagmi and React Query: one copy, the same versions, in ${apps} (${listing.join(', ')}).`
}
