import type { Readable, Writable } from 'node:stream'
import {
  DEFAULT_FEATURES,
  DEFAULT_NAMESPACES,
  DEFAULT_PROJECT_ID,
  FEATURES,
  NAMESPACES,
  type Namespace,
  PACKAGE_MANAGERS,
  TEMPLATES,
} from '../catalog.js'
import { isOneOf } from '../isOneOf.js'
import { defaultNetworks } from '../networkCatalog.js'
import { promptMissing, type Question } from '../promptMissing.js'
import { networkChoices, resolveCreateOptions } from '../resolveCreateOptions.js'
import { scaffoldApp } from '../scaffoldApp.js'

export interface CreateFlags {
  template?: string
  namespaces?: string
  networks?: string
  features?: string
  projectId?: string
  packageManager?: string
  yes?: boolean
  interactive?: boolean
  force?: boolean
  published?: boolean
}

export interface CreateIo {
  input: Readable & { isTTY?: boolean }
  output: Writable
}

const DEFAULTS = {
  dir: 'my-appkit-app',
  template: TEMPLATES[0],
  namespaces: DEFAULT_NAMESPACES.join(','),
  features: DEFAULT_FEATURES.join(','),
  projectId: DEFAULT_PROJECT_ID,
  packageManager: 'npm',
}

/**
 * `create-appkit [dir]`: the answers come from flags; the missing ones are asked when stdin is a
 * TTY (or with --interactive), else (or with --yes) take the defaults. Then writes the app.
 */
export async function create(dir: string | undefined, flags: CreateFlags, io: CreateIo) {
  const given: Record<string, string | undefined> = {
    dir,
    template: flags.template,
    namespaces: flags.namespaces,
    networks: flags.networks,
    features: flags.features,
    projectId: flags.projectId,
    packageManager: flags.packageManager,
  }
  // The networks offered and their default follow the namespaces (a flag, an answer or the default).
  const chosenNamespaces = (answers: Record<string, string>): Namespace[] =>
    (given.namespaces ?? answers.namespaces ?? DEFAULTS.namespaces)
      .split(',')
      .map((ns) => ns.trim())
      .filter((ns): ns is Namespace => isOneOf(NAMESPACES, ns))
  const networksFallback = (answers: Record<string, string>) =>
    defaultNetworks(chosenNamespaces(answers)).join(',')
  const ask = !flags.yes && (flags.interactive || io.input.isTTY === true)
  const questions: Question[] = [
    { key: 'dir', text: 'Project directory', fallback: DEFAULTS.dir },
    { key: 'template', text: `Template (${TEMPLATES.join(', ')})`, fallback: DEFAULTS.template },
    {
      key: 'namespaces',
      text: `Namespaces (${NAMESPACES.join(', ')})`,
      fallback: DEFAULTS.namespaces,
    },
    {
      key: 'networks',
      text: (answers: Record<string, string>) =>
        `Networks (${networkChoices(chosenNamespaces(answers))})`,
      fallback: networksFallback,
    },
    {
      key: 'features',
      text: `Features (${FEATURES.join(', ')}; none: -)`,
      fallback: DEFAULTS.features,
    },
    { key: 'projectId', text: 'Project id', fallback: DEFAULTS.projectId },
    {
      key: 'packageManager',
      text: `Package manager (${PACKAGE_MANAGERS.join(', ')})`,
      fallback: DEFAULTS.packageManager,
    },
  ].filter((question) => given[question.key] === undefined)
  const asked = ask ? await promptMissing(questions, io.input, io.output) : {}
  const pick = (key: keyof typeof DEFAULTS) => given[key] ?? asked[key] ?? DEFAULTS[key]
  const features = pick('features')
  const options = resolveCreateOptions({
    dir: pick('dir'),
    template: pick('template'),
    namespaces: pick('namespaces'),
    networks: given.networks ?? asked.networks ?? networksFallback(asked),
    features: features === '-' ? '' : features,
    projectId: pick('projectId'),
    packageManager: pick('packageManager'),
  })
  const result = scaffoldApp(options, {
    force: flags.force ?? false,
    published: flags.published ?? false,
  })
  const pm = options.packageManager
  io.output.write(
    `\nCreated ${result.dir} (${options.template}; ${options.namespaces.join(', ')}; networks ${options.networks.join(', ')}; features ${options.features.join(', ') || 'none'}).\n\nNext:\n  cd ${options.dir}\n  ${pm} install\n  ${pm} run dev\n`,
  )
  return result
}
