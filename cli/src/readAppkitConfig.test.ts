import { describe, expect, it } from 'vitest'
import { readAppkitConfig } from './readAppkitConfig.js'
import { renderAppkitConfig } from './renderAppkitConfig.js'

const config = {
  template: 'vite-react',
  appName: 'app',
  projectId: 'appkit-local-project',
  namespaces: ['eip155'],
  networks: ['hardhat'],
  features: ['analytics'],
}

describe('readAppkitConfig (appkitConfig decoded with a schema)', () => {
  it('reads back what renderAppkitConfig wrote, keys in the same order', () => {
    const read = readAppkitConfig(renderAppkitConfig(config))
    expect(read).toEqual(config)
    expect(Object.keys(read)).toEqual(Object.keys(config))
  })

  it('a locale survives a read and a render (after the adapter, as create-appkit writes it)', () => {
    const withLocale = { ...config, adapter: 'wagmi', locale: 'pt-PT' }
    const source = renderAppkitConfig(withLocale)
    const read = readAppkitConfig(source)
    expect(read).toEqual(withLocale)
    expect(Object.keys(read)).toEqual(Object.keys(withLocale))
    expect(renderAppkitConfig(read)).toBe(source)
  })

  it('a locale that is not a string is an error naming the field', () => {
    const source = renderAppkitConfig({ ...config, locale: 'fr' }).replace('"fr"', '["fr"]')
    expect(() => readAppkitConfig(source)).toThrow(
      'appkitConfig in src/appkit.config.ts is not what create-appkit expects: ["locale"]: Expected string, actual ["fr"]',
    )
  })

  it('a number in features is an error naming the field, not a silent "1"', () => {
    const source = renderAppkitConfig(config).replace('"analytics"', '1')
    expect(() => readAppkitConfig(source)).toThrow(
      'appkitConfig in src/appkit.config.ts is not what create-appkit expects: ["features"][0]: Expected string, actual 1',
    )
  })

  it('a missing projectId and a networks string are both named', () => {
    const source = renderAppkitConfig(config)
      .replace('  "projectId": "appkit-local-project",\n', '')
      .replace('"networks": [\n    "hardhat"\n  ]', '"networks": "hardhat"')
    expect(() => readAppkitConfig(source)).toThrow(
      /\["projectId"\]: is missing; \["networks"\]: Expected .*, actual "hardhat"$/,
    )
  })
})
