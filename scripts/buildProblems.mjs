// Why a package's build may not be published: its dist/ is missing files or older than its
// sources. Both checks are exact and need no compile: TypeScript's own build mode decides
// staleness (content hashes in tsconfig.build.tsbuildinfo, as `npm run build` would), and the
// compiler's own mapping from each source file to its outputs says which files must exist.
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative, resolve } from 'node:path'

const ts = createRequire(import.meta.url)('typescript')

/** TypeScript's message "A non-dry build would build project '{0}'". */
const WOULD_BUILD = 6357

/**
 * @param {string} root the monorepo's root folder (with tsconfig.build.json)
 * @param {{ dir: string, manifest: Record<string, any> }[]} packages the packages to check
 * @returns {string[]} one readable line per problem; empty when every package may be published
 */
export function buildProblems(root, packages) {
  return [...staleProjects(root, packages), ...packages.flatMap((pkg) => missingOutputs(root, pkg))]
}

/** Packages whose compiled output is older than their sources, with TypeScript's reason. */
function staleProjects(root, packages) {
  /** @type {Map<string, string>} the latest "out of date because" line per project */
  const reasons = new Map()
  /** @type {string[]} */
  const stale = []
  const text = (diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')
  // TypeScript names files relative to its current folder: the root, in these messages.
  const host = ts.createSolutionBuilderHost(
    { ...ts.sys, getCurrentDirectory: () => root },
    undefined,
    (diagnostic) => stale.push(text(diagnostic)),
    (status) => {
      const line = text(status)
      const named = line.match(/'([^']+\.json)'/)?.[1]
      const tsconfig = named && resolve(root, named)
      if (!tsconfig) return
      if (status.code === WOULD_BUILD)
        stale.push(`${relative(root, tsconfig)}: ${reasons.get(tsconfig) ?? line}`)
      else reasons.set(tsconfig, line)
    },
  )
  const projects = packages
    .map(({ dir }) => join(dir, 'tsconfig.build.json'))
    .filter((tsconfig) => existsSync(tsconfig))
  ts.createSolutionBuilder(host, projects, { dry: true, verbose: true }).build()
  return stale.map((line) => `stale build, run \`npm run build\`: ${line}`)
}

/** Files the package's build should have written (or its manifest points at) that do not exist. */
function missingOutputs(root, { dir, manifest }) {
  const missing = new Set()
  const tsconfig = join(dir, 'tsconfig.build.json')
  if (existsSync(tsconfig)) {
    const config = ts.getParsedCommandLineOfConfigFile(tsconfig, undefined, {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    })
    for (const source of config?.fileNames ?? [])
      for (const output of ts.getOutputFileNames(config, source, false))
        if (!existsSync(output)) missing.add(output)
  }
  for (const target of manifestTargets(manifest))
    if (!target.includes('*') && !existsSync(join(dir, target))) missing.add(join(dir, target))
  return [...missing].map(
    (file) =>
      `missing build output, run \`npm run build -- --clean\`: ${manifest.name} ${relative(root, file)}`,
  )
}

/** Every file path in the manifest's `exports`, `bin`, `main`, `module` and `types`. */
function manifestTargets(manifest) {
  const walk = (value) =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(walk)
        : []
  return [manifest.exports, manifest.bin, manifest.main, manifest.module, manifest.types]
    .flatMap(walk)
    .filter((target) => target.startsWith('./') || !target.startsWith('.'))
}
