import { type Feature, featureAppServer, SWAPS_STAND_INS, type Template } from './catalog.js'
import type { TemplateEnvironment } from './templateEnvironment.js'

export interface FeatureWiring {
  /** The module and the names imported from it. */
  from: string
  names: string[]
  /** The argument of `.use(...)` in createKit(). */
  use: string
}

export interface WiringContext {
  template: Template
  env: TemplateEnvironment
  /** The identifier holding the emulator's (or the overriding) API URL inside createKit(). */
  apiUrl: string
  features: readonly string[]
}

/**
 * How appkit.config.ts imports and installs each feature's plugin so that it works against the
 * emulator (as examples/vite-react wires it), or against the app's own server where the template
 * gives it one (FEATURE_APP_SERVERS). devtools is not here: it loads on demand
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
    case 'siwx': {
      // Sessions verified and kept by the app's own route handlers (a path on the page's origin,
      // which the browser's fetch resolves), else by the emulator's auth service.
      const server = featureAppServer('siwx', context.template)
      const url = server ? `'${server.path}'` : `\`\${${context.apiUrl}}/auth/v1\``
      return {
        from: '@appkit/siwx',
        names: ['createServerSiwxStorage', 'siwx'],
        use: `siwx({ storage: createServerSiwxStorage({ url: ${url} }) })`,
      }
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
