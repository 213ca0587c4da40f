import { FEATURE_PACKAGES, type Feature, NAMESPACE_PACKAGES, type Namespace } from './catalog.js'

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

/**
 * The generated README's list of what the app was created with: each chain family and feature
 * with its package, so a reader sees which plugin does what before opening the config.
 */
export function renderPluginList(options: {
  namespaces: readonly Namespace[]
  networks: readonly string[]
  features: readonly Feature[]
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
  ].join('\n')
}
