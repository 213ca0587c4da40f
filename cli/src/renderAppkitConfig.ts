import type { AppkitConfigData } from './AppkitConfigData.js'
import { adapterWiring } from './adapterWiring.js'
import {
  ADAPTERS,
  FEATURES,
  type Feature,
  NAMESPACE_PACKAGES,
  NAMESPACES,
  type Namespace,
  TEMPLATES,
  type Template,
} from './catalog.js'
import { featureWiring } from './featureWiring.js'
import { isOneOf } from './isOneOf.js'
import { NETWORKS } from './networkCatalog.js'
import { servedLocale } from './parseLocale.js'
import { renderTestWalletSwitch } from './renderTestWalletSwitch.js'
import { type TemplateEnvironment, templateEnvironment } from './templateEnvironment.js'

/** eip155 networks are imported by name; the other families' as `<namespace>Networks.<name>`. */
function networkModuleAlias(namespace: Namespace): string | undefined {
  return namespace === 'eip155' ? undefined : `${namespace}Networks`
}

function networkExpression(name: string, env: TemplateEnvironment): string {
  const info = NETWORKS[name]
  if (!info) return name
  const alias = networkModuleAlias(info.namespace)
  const ref = alias ? `${alias}.${name}` : name
  if (!info.rpcVariable) return ref
  const withRpcUrl = alias ? `${alias}.withRpcUrl` : 'withRpcUrl'
  return `${withRpcUrl}(${ref}, ${env.read(info.rpcVariable)} ?? ${ref}.rpcUrls.default.http[0]!)`
}

/** One line when short, else one network a line. */
function networkList(expressions: readonly string[]): string {
  const line = `[${expressions.join(', ')}]`
  if (line.length <= 80) return line
  return `[\n${expressions.map((expression) => `      ${expression},`).join('\n')}\n    ]`
}

function templateOf(config: AppkitConfigData): Template {
  return isOneOf(TEMPLATES, config.template ?? '') ? (config.template as Template) : 'vite-react'
}

/** The import lines: one per module, names sorted, modules sorted. */
function importLines(named: Map<string, Set<string>>, starred: Map<string, string>): string[] {
  const lines = new Map<string, string>()
  for (const [from, names] of named) {
    const list = [...names].sort((a, b) =>
      a.replace(/^type /, '').localeCompare(b.replace(/^type /, '')),
    )
    lines.set(from, `import { ${list.join(', ')} } from '${from}'`)
  }
  for (const [from, alias] of starred) lines.set(from, `import * as ${alias} from '${from}'`)
  return [...lines.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, line]) => line)
}

/**
 * The text of appkit.config.ts: the config as JSON-compatible data (read by `appkit doctor`,
 * rewritten by `appkit add`) and `createKit()`, which installs exactly the chosen namespaces and
 * feature plugins, each set up to work against the emulator. The template decides how the file
 * reads its environment (Vite's import.meta.env or Next.js's NEXT_PUBLIC_ variables). With an
 * adapter, the file also makes it from the kit (adapterWiring.ts). With a locale, createAppKit
 * gets `locale: '<tag>'`; without, the browser's languages decide. Unknown names in the data, and
 * a locale no shipped locale serves, are left out (`appkit doctor` reports them).
 */
export function renderAppkitConfig(config: AppkitConfigData): string {
  const template = templateOf(config)
  const env = templateEnvironment(template)
  const named = new Map<string, Set<string>>()
  const starred = new Map<string, string>()
  const importName = (from: string, name: string) => {
    const names = named.get(from) ?? new Set<string>()
    names.add(name)
    named.set(from, names)
  }
  importName('@appkit/kernel', 'type AppKit')
  importName('@appkit/kernel', 'createAppKit')

  const uses: string[] = []
  for (const namespace of config.namespaces) {
    if (!isOneOf(NAMESPACES, namespace)) continue
    importName(NAMESPACE_PACKAGES[namespace], namespace)
    uses.push(`${namespace}()`)
  }
  const networks = config.networks.filter((name) => NETWORKS[name] !== undefined)
  for (const name of networks) {
    const info = NETWORKS[name]
    if (!info) continue
    const from = `${NAMESPACE_PACKAGES[info.namespace]}/networks`
    const alias = networkModuleAlias(info.namespace)
    if (alias) starred.set(from, alias)
    else {
      importName(from, name)
      if (info.rpcVariable) importName(from, 'withRpcUrl')
    }
  }
  const features = config.features.filter((name): name is Feature => isOneOf(FEATURES, name))
  for (const feature of features) {
    if (feature === 'devtools') continue
    const wiring = featureWiring(feature, { template, env, apiUrl: 'apiUrl', features })
    for (const name of wiring.names) importName(wiring.from, name)
    uses.push(wiring.use)
  }

  const adapter = config.adapter ?? 'none'
  const adapterCode =
    isOneOf(ADAPTERS, adapter) && adapter !== 'none'
      ? adapterWiring(adapter, templateOf(config))
      : undefined
  for (const { from, names } of adapterCode?.imports ?? [])
    for (const name of names) importName(from, name)

  const devtools = features.includes('devtools')
    ? `

/** Devtools with ?devtools=1 only, through a dynamic import: without it the page loads none of it. */
export async function mountDevtoolsIfAsked(kit: AppKit): Promise<void> {
  if (new URLSearchParams(window.location.search).get('devtools') !== '1') return
  const { devtools, mountDevtools } = await import('@appkit/devtools')
  const tools = devtools()
  kit.use(tools)
  mountDevtools(tools)
}`
    : `

/** Devtools are off (enable them with \`appkit add devtools\`). */
export async function mountDevtoolsIfAsked(_kit: AppKit): Promise<void> {}`
  // A tag no shipped locale serves is left out (doctor reports it); a served one is a plain tag.
  const locale = config.locale === undefined ? undefined : servedLocale(config.locale)
  const testWallet = renderTestWalletSwitch(
    config.namespaces.filter((ns): ns is Namespace => isOneOf(NAMESPACES, ns)),
    env,
  )
  return `${importLines(named, starred).join('\n')}

// Generated by create-appkit. \`appkit doctor\` reads the object below and \`appkit add\`
// rewrites this file from it: keep it plain JSON data.
export const appkitConfig = ${JSON.stringify(config, null, 2)}
${env.prelude}
/** The app's kit against the emulator by default; every URL can be overridden through ${env.variable('*')}. */
export function createKit(): AppKit {
  const apiUrl = ${env.read('API_URL')} ?? 'http://127.0.0.1:4100'
  return createAppKit({
    projectId: ${env.read('PROJECT_ID')} ?? appkitConfig.projectId,
    networks: ${networkList(networks.map((name) => networkExpression(name, env)))},
    metadata: {
      name: ${env.appName},
      description: 'An AppKit app',
      url: ${env.appUrl},
      icons: [],
    },
    urls: { api: apiUrl },${locale ? `\n    locale: '${locale.tag}',` : ''}
  })
${uses.map((use) => `    .use(${use})`).join('\n')}
}${devtools}
${adapterCode?.factory ?? ''}${testWallet}`
}
