import {
  ADAPTER_PACKAGES,
  type Adapter,
  FEATURE_PACKAGES,
  type Feature,
  NAMESPACE_PACKAGES,
  type Namespace,
} from './catalog.js'

/** What each feature gives the app's visitors, for the generated README. */
export const FEATURE_SUMMARIES: Readonly<Record<Feature, string>> = {
  siwx: 'sign in with the wallet',
  onramp: 'buy crypto with a card',
  swaps: 'swap tokens',
  names: 'register and show an account name',
  activity: "the account's transaction history",
  analytics: 'usage events sent to the project API',
  'embedded-wallet': 'email and social login with an embedded wallet',
  devtools: 'a panel showing every event and RPC call',
}

/** What the app's components get from each adapter, for the generated README. */
const ADAPTER_SUMMARIES: Readonly<Record<Exclude<Adapter, 'none'>, string>> = {
  wagmi: "wagmi's hooks and actions use the wallet the modal connected",
  ethers: 'an ethers 6 provider and signer for the wallet the modal connected',
}

const adapterLine = (adapter: Exclude<Adapter, 'none'>) =>
  `Adapter: \`${adapter}\` (\`${ADAPTER_PACKAGES[adapter]}\`): ${ADAPTER_SUMMARIES[adapter]}.`

/**
 * The generated README's list of what the app was created with: each chain family and feature
 * with its package, so a reader sees which plugin does what before opening the config, and the
 * adapter when there is one.
 */
export function renderPluginList(options: {
  namespaces: readonly Namespace[]
  networks: readonly string[]
  features: readonly Feature[]
  adapter: Adapter
}): string {
  const families = options.namespaces.map(
    (namespace) => `- \`${namespace}\`: \`${NAMESPACE_PACKAGES[namespace]}\``,
  )
  const features =
    options.features.length === 0
      ? ['- none yet: `npx appkit add <feature>` enables one']
      : options.features.map(
          (feature) =>
            `- \`${feature}\`: \`${FEATURE_PACKAGES[feature]}\`, ${FEATURE_SUMMARIES[feature]}`,
        )
  return [
    'Chain families:',
    '',
    ...families,
    '',
    `Networks: ${options.networks.map((network) => `\`${network}\``).join(', ')}.`,
    '',
    'Features:',
    '',
    ...features,
    ...(options.adapter === 'none' ? [] : ['', adapterLine(options.adapter)]),
  ].join('\n')
}
