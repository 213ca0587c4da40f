import type { Readable, Writable } from 'node:stream'
import { askMissing, DEFAULT_DIR, type GivenAnswers } from '../askMissing.js'
import {
  DEFAULT_ADAPTER,
  DEFAULT_FEATURES,
  DEFAULT_NAMESPACES,
  DEFAULT_PROJECT_ID,
  NAMESPACES,
  type Namespace,
  TEMPLATES,
} from '../catalog.js'
import { isOneOf } from '../isOneOf.js'
import { defaultNetworks } from '../networkCatalog.js'
import { parseLocale } from '../parseLocale.js'
import { type CreateAnswers, resolveCreateOptions } from '../resolveCreateOptions.js'
import { scaffoldApp } from '../scaffoldApp.js'

export interface CreateFlags {
  template?: string
  namespaces?: string
  networks?: string
  features?: string
  adapter?: string
  projectId?: string
  packageManager?: string
  /** Never asked: without it the generated app follows the browser's languages. */
  locale?: string
  yes?: boolean
  force?: boolean
  published?: boolean
}

export interface CreateIo {
  input: Readable & { isTTY?: boolean }
  output: Writable
}

/** Every answer not given: the defaults, networks following the namespaces. */
function withDefaults(given: GivenAnswers): CreateAnswers {
  const namespaces = given.namespaces ?? DEFAULT_NAMESPACES.join(',')
  const chosen = namespaces
    .split(',')
    .map((ns) => ns.trim())
    .filter((ns): ns is Namespace => isOneOf(NAMESPACES, ns))
  const features = given.features ?? DEFAULT_FEATURES.join(',')
  return {
    dir: given.dir ?? DEFAULT_DIR,
    template: given.template ?? TEMPLATES[0],
    namespaces,
    networks: given.networks ?? defaultNetworks(chosen).join(','),
    features: features === '-' ? '' : features,
    adapter: given.adapter ?? DEFAULT_ADAPTER,
    projectId: given.projectId ?? DEFAULT_PROJECT_ID,
    packageManager: given.packageManager ?? 'npm',
  }
}

/**
 * `create-appkit [dir]`: the answers come from flags; the missing ones are asked when stdin is a
 * TTY, else (or with --yes) take the defaults, saying so when --yes was not given. --locale is
 * a flag only, never asked (nor noted as a default taken): without it the browser's languages
 * decide. Then writes the app.
 */
export async function create(dir: string | undefined, flags: CreateFlags, io: CreateIo) {
  const given: GivenAnswers = {
    dir,
    template: flags.template,
    namespaces: flags.namespaces,
    networks: flags.networks,
    features: flags.features,
    adapter: flags.adapter,
    projectId: flags.projectId,
    packageManager: flags.packageManager,
  }
  let force = flags.force ?? false
  let answers: CreateAnswers
  // A wrong flag is an error before any question, not after all of them.
  if (flags.locale !== undefined) parseLocale(flags.locale)
  if (!flags.yes && io.input.isTTY === true) {
    const asked = await askMissing(given, force, io)
    answers = asked.answers
    force = asked.force
  } else {
    if (!flags.yes && Object.values(given).some((value) => value === undefined))
      io.output.write(
        'stdin is not a terminal: taking the defaults for every answer not given as a flag (--yes does so without this note).\n',
      )
    answers = withDefaults(given)
  }
  const options = resolveCreateOptions({ ...answers, locale: flags.locale })
  const result = scaffoldApp(options, { force, published: flags.published ?? false })
  const pm = options.packageManager
  io.output.write(
    `\nCreated ${result.dir} (${options.template}; ${options.namespaces.join(', ')}; networks ${options.networks.join(', ')}; features ${options.features.join(', ') || 'none'}; adapter ${options.adapter}${options.locale === undefined ? '' : `; locale ${options.locale}`}).\n\nNext:\n  cd ${options.dir}\n  ${pm} install\n  ${pm} run dev\n`,
  )
  return result
}
