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
