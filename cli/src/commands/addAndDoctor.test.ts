import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readAppkitConfig } from '../readAppkitConfig.js'
import { scaffoldApp } from '../scaffoldApp.js'
import { add } from './add.js'
import { doctor } from './doctor.js'

let root: string
let app: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'create-appkit-add-'))
  app = join(root, 'app')
  scaffoldApp({
    dir: app,
    template: 'vite-react',
    namespaces: ['eip155'],
    networks: ['hardhat'],
    features: [],
    projectId: 'appkit-local-project',
    packageManager: 'npm',
  })
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

const configPath = () => join(app, 'src/appkit.config.ts')

describe('appkit add', () => {
  it('enables a feature in appkit.config.ts and package.json and says what it changed', () => {
    expect(readFileSync(configPath(), 'utf8')).not.toContain('analytics')
    const changes = add('analytics', app)
    expect(changes[0]).toBe(
      'src/appkit.config.ts: added "analytics" to appkitConfig.features and to createKit().',
    )
    expect(changes[1]).toMatch(
      /^package\.json: added @appkit\/analytics@file:.*plugins\/analytics to dependencies/,
    )
    const source = readFileSync(configPath(), 'utf8')
    expect(readAppkitConfig(source).features).toEqual(['analytics'])
    expect(source).toContain('.use(analytics())')
    expect(add('analytics', app)).toEqual(['analytics is already enabled in src/appkit.config.ts.'])
  })
  it('keeps a Next.js app a Next.js app: the rewritten config still reads NEXT_PUBLIC_ variables', () => {
    const nextApp = join(root, 'next')
    scaffoldApp({
      dir: nextApp,
      template: 'next-app',
      namespaces: ['eip155'],
      networks: ['hardhat'],
      features: [],
      projectId: 'appkit-local-project',
      packageManager: 'npm',
    })
    add('devtools', nextApp)
    const source = readFileSync(join(nextApp, 'src/appkit.config.ts'), 'utf8')
    expect(readAppkitConfig(source)).toMatchObject({ template: 'next-app', features: ['devtools'] })
    expect(source).toContain('process.env.NEXT_PUBLIC_APPKIT_PROJECT_ID')
    expect(source).not.toContain('import.meta.env')
    expect(doctor(nextApp)).toEqual([])
  })
  it('refuses unknown and not-yet-available features with the allowed values', () => {
    expect(() => add('pay', app)).toThrow(/^Invalid --plugin: pay\. Allowed values: siwx, onramp/)
    expect(() => add('swaps', app)).toThrow(
      'Feature not available yet: swaps (its package does not exist yet). Available now: analytics, devtools.',
    )
  })
})

describe('appkit doctor', () => {
  it('finds no problem in a scaffolded app, nor after `add`', () => {
    expect(doctor(app)).toEqual([])
    add('devtools', app)
    expect(doctor(app)).toEqual([])
  })
  it('explains each problem of an edited config', () => {
    const source = readFileSync(configPath(), 'utf8')
      .replace('"projectId": "appkit-local-project"', '"projectId": ""')
      .replace(/"networks": \[[^\]]*\]/, '"networks": []')
      .replace(/"features": \[[^\]]*\]/, '"features": ["siwx", "names"], "siweConfig": {}')
      .replace(/"namespaces": \[[^\]]*\]/, '"namespaces": ["eip155", "solana"]')
    writeFileSync(configPath(), source)
    const messages = doctor(app).map((p) => p.message)
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^projectId is required/),
        'networks must not be empty: list at least one network.',
        'cannot set both siweConfig and siwx options',
        'Feature "names" works on eip155 only, not on solana.',
        'Namespace "solana" is not available yet: its package does not exist yet. Available now: eip155.',
      ]),
    )
  })
  it('says clearly when the file is not an app made by create-appkit', () => {
    writeFileSync(configPath(), 'export default {}\n')
    expect(() => doctor(app)).toThrow(/has no `export const appkitConfig = \{ \.\.\. \}` object/)
  })
})
