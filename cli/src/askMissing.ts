import { resolve } from 'node:path'
import type { Readable, Writable } from 'node:stream'
import {
  confirm,
  groupMultiselect,
  intro,
  isCancel,
  log,
  multiselect,
  select,
  text,
} from '@clack/prompts'
import { Cancelled } from './Cancelled.js'
import { CliError } from './CliError.js'
import {
  ADAPTER_NAMESPACE,
  ADAPTERS,
  type Adapter,
  DEFAULT_ADAPTER,
  DEFAULT_FEATURES,
  DEFAULT_NAMESPACES,
  DEFAULT_PROJECT_ID,
  FEATURES,
  NAMESPACES,
  type Namespace,
  PACKAGE_MANAGERS,
  TEMPLATES,
} from './catalog.js'
import { checkAppkitConfig } from './checkAppkitConfig.js'
import { defaultNetworks, NETWORK_NAMES, networksOf } from './networkCatalog.js'
import { parseList, parseOne } from './parseList.js'
import { isNonEmptyDir } from './scaffoldApp.js'

export const DEFAULT_DIR = 'my-appkit-app'

/** The answers given as flags (undefined: not given, to be asked). */
export interface GivenAnswers {
  dir?: string | undefined
  template?: string | undefined
  namespaces?: string | undefined
  networks?: string | undefined
  features?: string | undefined
  adapter?: string | undefined
  projectId?: string | undefined
  packageManager?: string | undefined
}

export interface PromptIo {
  input: Readable
  output: Writable
}

const TEMPLATE_LABELS: Record<(typeof TEMPLATES)[number], string> = {
  'vite-react': 'Vite + React',
  'next-app': 'Next.js (App Router)',
}

const FEATURE_HINTS: Record<(typeof FEATURES)[number], string> = {
  siwx: 'sign in with the wallet',
  onramp: 'buy crypto',
  swaps: 'token swaps',
  names: 'account names',
  activity: 'transaction history',
  analytics: 'usage events',
  'embedded-wallet': 'email and social login',
  devtools: 'in-page devtools, ?devtools=1',
}

const ADAPTER_HINTS: Record<Adapter, string> = {
  none: "AppKit's hooks (useAccount, useBalance)",
  wagmi: 'wagmi 3 hooks under WagmiProvider',
  ethers: 'an ethers 6 provider and signer',
}

/** The chosen items in catalog order (not the order they were ticked in). */
function sortedLike<T>(catalog: readonly T[], chosen: readonly T[]): T[] {
  return catalog.filter((item) => chosen.includes(item))
}

function answered<T>(value: T): Exclude<T, symbol> {
  if (isCancel(value)) throw new Cancelled()
  return value as Exclude<T, symbol>
}

/**
 * Asks, with list prompts (@clack/prompts), each answer not given as a flag: the folder (and,
 * right after it, whether to write into it when it is not empty), template, namespaces,
 * networks grouped per namespace, features, adapter, project id and package manager. A choice
 * that would make the config wrong is explained and asked again; Ctrl+C throws Cancelled.
 * Returns the answers in the flags' string form, and whether the user agreed to write into a
 * non-empty folder.
 */
export async function askMissing(given: GivenAnswers, force: boolean, io: PromptIo) {
  // A wrong flag is an error before any question, not after all of them.
  if (given.template !== undefined) parseOne('template', given.template, TEMPLATES)
  if (given.packageManager !== undefined)
    parseOne('package-manager', given.packageManager, PACKAGE_MANAGERS)
  if (given.features !== undefined && given.features !== '-')
    parseList('features', given.features, FEATURES)
  if (given.networks !== undefined) parseList('networks', given.networks, NETWORK_NAMES)
  if (given.adapter !== undefined) parseOne('adapter', given.adapter, ADAPTERS)
  const common = { input: io.input, output: io.output }
  intro('create-appkit', common)

  let dir = given.dir
  let writeIntoNonEmpty = force
  for (;;) {
    dir ??= answered(
      await text({
        ...common,
        message: 'Project folder',
        placeholder: DEFAULT_DIR,
        defaultValue: DEFAULT_DIR,
        validate: (value) =>
          value !== undefined && value !== '' && value.trim() === ''
            ? 'Enter a folder name.'
            : undefined,
      }),
    ).trim()
    if (writeIntoNonEmpty || !isNonEmptyDir(resolve(dir))) break
    const into = answered(
      await confirm({
        ...common,
        message: `${dir} is not empty. Write the app into it (files of the same name are replaced)?`,
        initialValue: false,
      }),
    )
    if (into) writeIntoNonEmpty = true
    else dir = undefined
  }

  const template =
    given.template ??
    answered(
      await select({
        ...common,
        message: 'Template',
        options: TEMPLATES.map((value) => ({ value, label: TEMPLATE_LABELS[value] })),
        initialValue: TEMPLATES[0],
      }),
    )

  const namespaces: Namespace[] =
    given.namespaces !== undefined
      ? parseList('namespaces', given.namespaces, NAMESPACES)
      : sortedLike(
          NAMESPACES,
          answered(
            await multiselect({
              ...common,
              message: 'Chain families (namespaces)',
              options: NAMESPACES.map((value) => ({ value })),
              initialValues: [...DEFAULT_NAMESPACES],
              required: true,
            }),
          ),
        )

  let networks = given.networks?.split(',')
  while (networks === undefined) {
    const chosen = answered(
      await groupMultiselect({
        ...common,
        message: 'Networks',
        options: Object.fromEntries(
          namespaces.map((ns) => [ns, networksOf(ns).map((value) => ({ value }))]),
        ),
        initialValues: defaultNetworks(namespaces),
        required: true,
        selectableGroups: false,
      }),
    )
    const without = namespaces.filter((ns) => !chosen.some((name) => networksOf(ns).includes(name)))
    if (without.length === 0) networks = sortedLike(NETWORK_NAMES, chosen)
    else log.error(`Choose at least one network of ${without.join(', ')}.`, common)
  }

  let features = given.features === '-' ? [] : given.features?.split(',')
  while (features === undefined) {
    const chosen = answered(
      await multiselect({
        ...common,
        message: 'Features',
        options: FEATURES.map((value) => ({ value, hint: FEATURE_HINTS[value] })),
        initialValues: [...DEFAULT_FEATURES],
        required: false,
      }),
    )
    const errors = checkAppkitConfig({
      projectId: DEFAULT_PROJECT_ID,
      namespaces,
      networks,
      features: chosen,
    }).filter((problem) => problem.severity === 'error')
    if (errors.length === 0) features = sortedLike(FEATURES, chosen)
    else log.error(errors.map((problem) => problem.message).join('\n'), common)
  }

  // wagmi and ethers follow the EVM wallet: without eip155 they are shown, but not selectable.
  const evm = namespaces.includes(ADAPTER_NAMESPACE)
  const adapter =
    given.adapter ??
    answered(
      await select<Adapter>({
        ...common,
        message: 'Adapter (the library your components use for the EVM wallet)',
        options: ADAPTERS.map((value) => ({
          value,
          hint:
            value === 'none' || evm
              ? ADAPTER_HINTS[value]
              : `needs the ${ADAPTER_NAMESPACE} family`,
          disabled: value !== 'none' && !evm,
        })),
        initialValue: DEFAULT_ADAPTER,
      }),
    )

  const projectId =
    given.projectId ??
    answered(
      await text({
        ...common,
        message: 'Project id',
        placeholder: `${DEFAULT_PROJECT_ID} (the emulator's)`,
        defaultValue: DEFAULT_PROJECT_ID,
        validate: (value) =>
          value !== undefined && value !== '' && value.trim() === ''
            ? 'Enter a project id, or leave it empty for the emulator’s.'
            : undefined,
      }),
    ).trim()

  const packageManager =
    given.packageManager ??
    answered(
      await select({
        ...common,
        message: 'Package manager',
        options: PACKAGE_MANAGERS.map((value) => ({ value })),
        initialValue: PACKAGE_MANAGERS[0],
      }),
    )

  if (dir === undefined) throw new CliError('Missing the target directory.')
  return {
    answers: {
      dir,
      template,
      namespaces: namespaces.join(','),
      networks: networks.join(','),
      features: features.join(','),
      adapter,
      projectId,
      packageManager,
    },
    force: writeIntoNonEmpty,
  }
}
