import { describe, expect, it } from 'vitest'
import type { AppkitConfigData } from './AppkitConfigData.js'
import { FEATURES, NAMESPACES } from './catalog.js'
import { checkCreateKitPlugins } from './checkCreateKitPlugins.js'
import { renderAppkitConfig } from './renderAppkitConfig.js'

const config: AppkitConfigData = {
  template: 'vite-react',
  appName: 'app',
  projectId: 'appkit-local-project',
  namespaces: ['eip155', 'solana'],
  networks: ['hardhat', 'solanaLocal'],
  features: ['siwx', 'analytics', 'embedded-wallet', 'swaps', 'devtools'],
}

describe('checkCreateKitPlugins (doctor: the plugins passed to createKit match appkitConfig)', () => {
  it('finds nothing wrong in what create-appkit writes, for every namespace and feature', () => {
    expect(checkCreateKitPlugins(config, renderAppkitConfig(config))).toEqual([])
    const everything: AppkitConfigData = {
      ...config,
      namespaces: [...NAMESPACES],
      networks: ['hardhat', 'solanaLocal', 'polkadotMainnet', 'bitcoin', 'cosmoshub'],
      features: [...FEATURES],
    }
    expect(checkCreateKitPlugins(everything, renderAppkitConfig(everything))).toEqual([])
  })

  it('a feature listed in appkitConfig but removed from createKit() is an error', () => {
    const source = renderAppkitConfig(config).replace('    .use(analytics())\n', '')
    expect(checkCreateKitPlugins(config, source)).toEqual([
      {
        rule: 'createKit',
        severity: 'error',
        message:
          '"analytics" is in appkitConfig.features, but createKit() does not install its plugin: add it back to createKit() (`.use(...)`), or remove "analytics" from appkitConfig.features.',
      },
    ])
  })

  it('a plugin in createKit() that appkitConfig does not list is an error; a namespace too', () => {
    const source = renderAppkitConfig(config)
      .replace('    .use(analytics())\n', '    .use(analytics())\n    .use(names())\n')
      .replace('    .use(solana())\n', '')
    expect(checkCreateKitPlugins(config, source).map((problem) => problem.message)).toEqual([
      '"solana" is in appkitConfig.namespaces, but createKit() does not install its plugin: add it back to createKit() (`.use(...)`), or remove "solana" from appkitConfig.namespaces.',
      'createKit() installs the "names" plugin, but "names" is not in appkitConfig.features: add it there, so doctor checks its rules.',
    ])
  })

  it('devtools listed but never loaded is an error', () => {
    const without = renderAppkitConfig({ ...config, features: ['analytics'] })
    expect(
      checkCreateKitPlugins({ ...config, features: ['analytics', 'devtools'] }, without),
    ).toEqual([
      expect.objectContaining({
        rule: 'createKit',
        message: expect.stringMatching(
          /^"devtools" is in appkitConfig\.features, but appkit\.config\.ts never loads/,
        ),
      }),
    ])
  })
})
