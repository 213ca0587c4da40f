import { execFile } from 'node:child_process'
import {
  appendFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const repoRoot = new URL('../../', import.meta.url).pathname
const publishScript = join(repoRoot, 'scripts/publish.mjs')
const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc')
const work = mkdtempSync(join(tmpdir(), 'appkit-publish-test-'))
/** A built two-package monorepo (b depends on a), copied for each case. */
const built = join(work, 'built')

/** Writes `files` (path → content; objects as JSON) under `dir`. */
function write(dir: string, files: Record<string, unknown>) {
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(
      join(dir, path),
      typeof content === 'string' ? content : JSON.stringify(content, null, 2),
    )
  }
}

function fixturePackage(name: string, dependencies: Record<string, string>) {
  return {
    'package.json': {
      name,
      version: '1.0.0',
      type: 'module',
      exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
      dependencies,
    },
    'tsconfig.build.json': {
      compilerOptions: {
        composite: true,
        rootDir: 'src',
        outDir: 'dist',
        module: 'nodenext',
        target: 'es2022',
        types: [],
        tsBuildInfoFile: 'tsconfig.build.tsbuildinfo',
      },
      include: ['src'],
    },
    'src/index.ts': `export const name = '${name}'\n`,
  }
}

function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv = process.env) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(command, args, { env, timeout: 60_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    )
  })
}

/** A registry stand-in that records every request and accepts every publish. */
const requests: string[] = []
let registry: Server
let registryUrl = ''

beforeAll(async () => {
  write(built, {
    'package.json': { name: 'fixture-monorepo', private: true, workspaces: ['b', 'a'] },
    'tsconfig.build.json': {
      files: [],
      references: [{ path: './a/tsconfig.build.json' }, { path: './b/tsconfig.build.json' }],
    },
  })
  // b comes first in `workspaces`: the script must still publish a, which b needs, first.
  write(join(built, 'a'), fixturePackage('@fixture/a', {}))
  write(join(built, 'b'), fixturePackage('@fixture/b', { '@fixture/a': '^1.0.0' }))
  const build = await run(process.execPath, [tsc, '-b', join(built, 'tsconfig.build.json')])
  expect(build.stdout + build.stderr).toBe('')

  registry = createServer((request, response) => {
    requests.push(`${request.method} ${decodeURIComponent(request.url ?? '')}`)
    request.resume()
    request.on('end', () => {
      response.writeHead(201, { 'content-type': 'application/json' })
      response.end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve))
  const address = registry.address()
  registryUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`
  writeFileSync(
    join(work, 'npmrc'),
    `//${new URL(registryUrl).host}/:_authToken=throwaway-test-token\n`,
  )
}, 60_000)

afterAll(async () => {
  await new Promise<void>((resolve) => registry.close(() => resolve()))
  rmSync(work, { recursive: true, force: true })
})

/** A copy of the built fixture, changed by `change`, published with scripts/publish.mjs. */
async function publishCopy(name: string, change: (root: string) => void) {
  const root = join(work, name)
  cpSync(built, root, { recursive: true, preserveTimestamps: true })
  change(root)
  requests.length = 0
  return await run(
    process.execPath,
    [publishScript, '--registry', registryUrl, '--root', root],
    npmEnv(),
  )
}

/** npm with the stand-in's token and a cache of its own; none of the user's npm settings. */
function npmEnv(): NodeJS.ProcessEnv {
  return {
    ...Object.fromEntries(
      Object.entries(process.env).filter(([key]) => !/^npm_config_/i.test(key)),
    ),
    npm_config_userconfig: join(work, 'npmrc'),
    npm_config_cache: join(work, 'cache'),
  }
}

describe('scripts/publish.mjs', () => {
  it('publishes every public package of a fresh build, each after the packages it depends on', async () => {
    const result = await publishCopy('fresh', () => {})
    expect(result.stderr).not.toMatch(/nothing published/)
    expect(result.code).toBe(0)
    // npm also reads each package's document first (GET); the uploads are the PUTs.
    expect(requests.filter((request) => request.startsWith('PUT '))).toEqual([
      'PUT /@fixture/a',
      'PUT /@fixture/b',
    ])
    expect(result.stdout).toContain('2 packages published')
  }, 60_000)

  it('refuses before any `npm publish` when a source changed after the build', async () => {
    const result = await publishCopy('stale', (root) =>
      appendFileSync(join(root, 'b/src/index.ts'), 'export const changed = true\n'),
    )
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('✗ nothing published: 1 build problem(s)')
    expect(result.stderr).toMatch(/stale build, run `npm run build`: b\/tsconfig\.build\.json/)
    expect(requests).toEqual([])
  }, 60_000)

  it('refuses before any `npm publish` when a built file is missing', async () => {
    const result = await publishCopy('missing', (root) => rmSync(join(root, 'a/dist/index.d.ts')))
    expect(result.code).toBe(1)
    expect(result.stderr).toContain(
      'missing build output, run `npm run build -- --clean`: @fixture/a a/dist/index.d.ts',
    )
    expect(requests).toEqual([])
  }, 60_000)

  it('refuses before any `npm publish` when nothing was built', async () => {
    const result = await publishCopy('unbuilt', (root) => {
      for (const dir of ['a', 'b']) {
        rmSync(join(root, dir, 'dist'), { recursive: true })
        rmSync(join(root, dir, 'tsconfig.build.tsbuildinfo'))
      }
    })
    expect(result.code).toBe(1)
    expect(result.stderr).toMatch(/stale build.*a\/tsconfig\.build\.json/)
    expect(result.stderr).toMatch(/missing build output.*@fixture\/b b\/dist\/index\.js/)
    expect(requests).toEqual([])
  }, 60_000)

  it('a plain `npm publish` of one package stops in its prepublishOnly when its build is stale', async () => {
    const root = join(work, 'plain')
    cpSync(built, root, { recursive: true, preserveTimestamps: true })
    const dir = join(root, 'b')
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))
    manifest.scripts = { prepublishOnly: `node ${join(repoRoot, 'scripts/prepublishCheck.mjs')}` }
    writeFileSync(join(dir, 'package.json'), JSON.stringify(manifest))
    appendFileSync(join(dir, 'src/index.ts'), 'export const changed = true\n')
    requests.length = 0
    const result = await new Promise<{ code: number; output: string }>((resolve) =>
      execFile(
        'npm',
        ['publish', '--registry', registryUrl],
        { cwd: dir, timeout: 60_000, env: npmEnv() },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
      ),
    )
    expect(result.code).not.toBe(0)
    expect(result.output).toContain('✗ @fixture/b not published: 1 build problem(s)')
    expect(requests).toEqual([])
  }, 60_000)

  it('every public package of this repository runs that check as its prepublishOnly', () => {
    const { workspaces } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
      workspaces: string[]
    }
    const manifests = workspaces
      .flatMap((pattern) =>
        pattern.endsWith('/*')
          ? readdirSync(join(repoRoot, pattern.slice(0, -2))).map(
              (name) => `${pattern.slice(0, -2)}/${name}`,
            )
          : [pattern],
      )
      .map((dir) => join(repoRoot, dir, 'package.json'))
      .filter((path) => existsSync(path))
      .map(
        (path) =>
          JSON.parse(readFileSync(path, 'utf8')) as {
            name: string
            private?: boolean
            scripts?: Record<string, string>
          },
      )
      .filter((manifest) => !manifest.private)
    expect(manifests.length).toBeGreaterThan(10)
    for (const manifest of manifests)
      expect(manifest.scripts?.prepublishOnly, manifest.name).toMatch(
        /^node (\.\.\/)+scripts\/prepublishCheck\.mjs$/,
      )
  })

  it('says how to call it when --registry is missing', async () => {
    const result = await run(process.execPath, [publishScript])
    expect(result.code).toBe(2)
    expect(result.stderr).toContain('Usage: node scripts/publish.mjs --registry <url>')
  })
})
