import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { FEATURE_APP_SERVERS, FEATURES, TEMPLATES } from './catalog.js'
import {
  appServerNeeds,
  FEATURE_TEMPLATES_DIR,
  featureFiles,
  featureFilesDir,
} from './featureAppServers.js'
import { renderNextConfig } from './renderNextConfig.js'
import { TEMPLATES_DIR } from './scaffoldApp.js'

describe('the features that give the app its own server', () => {
  it('templates/features/ has a folder for exactly the features and templates FEATURE_APP_SERVERS names', () => {
    const folders = readdirSync(FEATURE_TEMPLATES_DIR).flatMap((feature) =>
      readdirSync(join(FEATURE_TEMPLATES_DIR, feature)).map((template) => `${feature}/${template}`),
    )
    const declared = Object.entries(FEATURE_APP_SERVERS).flatMap(([feature, templates]) =>
      Object.keys(templates ?? {}).map((template) => `${feature}/${template}`),
    )
    expect(folders.sort()).toEqual(declared.sort())
    for (const feature of FEATURES)
      for (const template of TEMPLATES)
        expect(existsSync(featureFilesDir(feature, template))).toBe(
          FEATURE_APP_SERVERS[feature]?.[template] !== undefined,
        )
  })

  it("siwx on next-app: one route file, PGlite at the range @appkit/siwx is tested with, kept out of Next.js's bundle", () => {
    expect(featureFiles('siwx', 'next-app')).toEqual(['src/app/api/auth/[...siwx]/route.ts'])
    expect(featureFiles('siwx', 'vite-react')).toEqual([])
    const siwx = JSON.parse(
      readFileSync(new URL('../../plugins/siwx/package.json', import.meta.url), 'utf8'),
    ) as { devDependencies: Record<string, string> }
    const needs = appServerNeeds(['analytics', 'siwx'], 'next-app')
    expect(needs).toEqual({
      libraries: { '@electric-sql/pglite': siwx.devDependencies['@electric-sql/pglite'] },
      serverExternalPackages: ['@electric-sql/pglite'],
    })
    expect(appServerNeeds(['siwx'], 'vite-react')).toEqual({
      libraries: {},
      serverExternalPackages: [],
    })
  })

  it('the route file: Node.js runtime, the handler on a PGlite store in .appkit/siwx, made once per process', () => {
    const route = readFileSync(
      join(featureFilesDir('siwx', 'next-app'), 'src/app/api/auth/[...siwx]/route.ts'),
      'utf8',
    )
    expect(route).toContain("export const runtime = 'nodejs'")
    expect(route).toContain(
      "import { createSiwxHandler, type SiwxServerStore } from '@appkit/siwx/server'",
    )
    expect(route).toContain("import { createPgliteSiwxStore } from '@appkit/siwx/server/pglite'")
    expect(route).toContain("join(process.cwd(), '.appkit', 'siwx')")
    expect(route).toContain('const store = shared.appkitSiwxStore ?? createStore()')
    expect(route).toContain('export const { GET, POST, DELETE, OPTIONS } = createSiwxHandler({')
    expect(route).not.toMatch(/\{\{\w+\}\}/)
  })
})

describe('renderNextConfig', () => {
  it("without packages it is the template's own next.config.ts", () => {
    expect(renderNextConfig([])).toBe(
      readFileSync(join(TEMPLATES_DIR, 'next-app/next.config.ts'), 'utf8'),
    )
  })

  it('with packages, lists them in serverExternalPackages', () => {
    expect(renderNextConfig(['@electric-sql/pglite'])).toContain(
      "const nextConfig: NextConfig = {\n  serverExternalPackages: ['@electric-sql/pglite'],\n}",
    )
  })
})
