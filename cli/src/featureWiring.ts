import { type Feature, SWAPS_STAND_INS } from './catalog.js'
import type { TemplateEnvironment } from './templateEnvironment.js'

export interface FeatureWiring {
  /** The module and the names imported from it. */
  from: string
  names: string[]
  /** The argument of `.use(...)` in createKit(). */
  use: string
}

export interface WiringContext {
  env: TemplateEnvironment
  /** The identifier holding the emulator's (or the overriding) API URL inside createKit(). */
  apiUrl: string
  features: readonly string[]
}

/**
 * How appkit.config.ts imports and installs each feature's plugin so that it works against the
 * emulator (as examples/vite-react wires it). devtools is not here: it loads on demand
 * (mountDevtoolsIfAsked).
 */
export function featureWiring(
  feature: Exclude<Feature, 'devtools'>,
  context: WiringContext,
): FeatureWiring {
  switch (feature) {
    case 'analytics':
      return { from: '@appkit/analytics', names: ['analytics'], use: 'analytics()' }
    case 'activity':
      return { from: '@appkit/activity', names: ['activity'], use: 'activity()' }
    case 'names':
      // Spec §6: registering needs the auth connector (the embedded wallet); without it, let
      // external wallets (the emulator's test wallet) register.
      return {
        from: '@appkit/names',
        names: ['names'],
        use: context.features.includes('embedded-wallet')
          ? 'names()'
          : 'names({ allowExternalWallets: true })',
      }
    case 'onramp':
      return { from: '@appkit/onramp', names: ['onramp'], use: 'onramp()' }
    case 'siwx':
      // Sessions verified and kept by the emulator's auth service.
      return {
        from: '@appkit/siwx',
        names: ['createServerSiwxStorage', 'siwx'],
        use: `siwx({ storage: createServerSiwxStorage({ url: \`\${${context.apiUrl}}/auth/v1\` }) })`,
      }
    case 'embedded-wallet':
      return {
        from: '@appkit/embedded-wallet',
        names: ['embeddedWallet'],
        use: `embeddedWallet({ secureSiteUrl: ${context.env.read('SECURE_SITE_URL')} ?? 'http://127.0.0.1:4200' })`,
      }
    case 'swaps': {
      const standIns = Object.entries(SWAPS_STAND_INS)
        .map(([local, real]) => `'eip155:${local}': 'eip155:${real}'`)
        .join(', ')
      return {
        from: '@appkit/swaps',
        names: ['swaps'],
        use: `swaps({ networkStandIns: { ${standIns} } })`,
      }
    }
  }
}
