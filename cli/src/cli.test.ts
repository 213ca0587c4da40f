import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { readAppkitConfig } from './readAppkitConfig.js'
import { scaffoldApp } from './scaffoldApp.js'
import { KEYS } from './testing/fakeTerminal.js'
import { smallestApp } from './testing/smallestApp.js'

// The package's own bins, run as a user runs them: `node bin/<name>.mjs` (the compiled dist/, on plain Node).
const createAppkitBin = fileURLToPath(new URL('../bin/create-appkit.mjs', import.meta.url))
const appkitBin = fileURLToPath(new URL('../bin/appkit.mjs', import.meta.url))

function runBin(bin: string, args: readonly string[], cwd: string) {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    timeout: 30_000,
  })
  return { status: result.status, stdout: result.stdout, stderr: result.stderr }
}

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'create-appkit-bin-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('create-appkit (the bin)', () => {
  it('--help lists both templates', () => {
    const { status, stdout } = runBin(createAppkitBin, ['--help'], root)
    expect(status).toBe(0)
    expect(stdout).toMatch(/--template <name>\s+vite-react \(default\) or next-app/)
    expect(stdout).toMatch(/--adapter <name>\s+none, wagmi, ethers \(default none\)/)
  }, 30_000)

  it('--adapter wagmi without eip155 exits 1 naming the fix, and writes nothing', () => {
    const { status, stderr } = runBin(
      createAppkitBin,
      ['app', '--yes', '--namespaces', 'solana', '--adapter', 'wagmi'],
      root,
    )
    expect(status).toBe(1)
    expect(stderr).toBe(
      'Error: --adapter wagmi works on eip155 wallets only: add eip155 to --namespaces (now solana), or choose --adapter none.\n',
    )
    expect(readdirSync(root)).toEqual([])
  }, 30_000)

  it('a bad --template exits 1, says the allowed values on stderr, and writes nothing', () => {
    const { status, stdout, stderr } = runBin(
      createAppkitBin,
      ['app', '--yes', '--template', 'next'],
      root,
    )
    expect(status).toBe(1)
    expect(stderr).toBe('Error: Invalid --template: next. Allowed values: vite-react, next-app.\n')
    expect(stdout).toBe('')
    expect(readdirSync(root)).toEqual([])
  }, 30_000)

  it('refuses a non-empty folder (exit 1, nothing written) and writes into it with --force', () => {
    const dir = join(root, 'taken')
    mkdirSync(dir)
    writeFileSync(join(dir, 'notes.txt'), 'mine')
    const refused = runBin(createAppkitBin, ['taken', '--yes'], root)
    expect(refused.status).toBe(1)
    expect(refused.stderr).toBe(
      `Error: ${dir} is not empty. Choose another directory or pass --force to write into it.\n`,
    )
    expect(readdirSync(dir)).toEqual(['notes.txt'])
    expect(readdirSync(root)).toEqual(['taken'])
    const forced = runBin(createAppkitBin, ['taken', '--yes', '--force'], root)
    expect(forced.status, forced.stderr).toBe(0)
    expect(readFileSync(join(dir, 'notes.txt'), 'utf8')).toBe('mine')
    expect(readdirSync(dir)).toContain('package.json')
  }, 60_000)
})

/**
 * `create-appkit` under a real pseudo-terminal (util-linux `script`): the prompts see a TTY as
 * in a user's terminal (sized with stty: without a terminal on stdin, script's is 0 columns wide).
 * `answer` waits for a prompt in the output since the last answer, then types.
 */
function inPseudoTerminal(args: string, cwd: string) {
  const child = spawn(
    'script',
    ['-qec', `stty cols 120 rows 40; ${process.execPath} ${createAppkitBin} ${args}`, '/dev/null'],
    {
      cwd,
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  )
  let output = ''
  let seen = 0
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return {
    output: () => output,
    exited,
    async answer(prompt: string, keys: string) {
      const started = Date.now()
      while (output.indexOf(prompt, seen) < 0) {
        if (Date.now() - started > 20_000 || child.exitCode !== null)
          throw new Error(`Prompt ${prompt} not shown:\n${output}`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      seen = output.indexOf(prompt, seen) + 1
      await new Promise((resolve) => setTimeout(resolve, 50))
      child.stdin.write(keys)
    },
    kill: () => child.kill('SIGKILL'),
  }
}

describe('create-appkit in a real terminal (pseudo-terminal)', () => {
  it('shows the list prompts; Enter on each takes the preselected defaults and writes the app', async () => {
    const terminal = inPseudoTerminal('', root)
    try {
      await terminal.answer('Project folder', KEYS.enter)
      for (const prompt of [
        'Template',
        'Chain families',
        'Networks',
        'Features',
        'Adapter',
        'Project id',
      ])
        await terminal.answer(prompt, KEYS.enter)
      await terminal.answer('Package manager', KEYS.enter)
      expect(await terminal.exited, terminal.output()).toBe(0)
    } finally {
      terminal.kill()
    }
    for (const option of [
      'Vite + React',
      'Next.js (App Router)',
      'solana',
      'localhost',
      'siwx',
      'wagmi',
      'ethers',
    ])
      expect(terminal.output()).toContain(option)
    const config = readFileSync(join(root, 'my-appkit-app/src/appkit.config.ts'), 'utf8')
    expect(readAppkitConfig(config)).toMatchObject({
      template: 'vite-react',
      namespaces: ['eip155'],
      networks: ['hardhat', 'localhost'],
      features: ['analytics'],
      projectId: 'appkit-local-project',
    })
  }, 60_000)

  it('Ctrl+C at a prompt exits non-zero with "Cancelled" and writes nothing', async () => {
    const terminal = inPseudoTerminal('my-app', root)
    try {
      await terminal.answer('Template', KEYS.enter)
      await terminal.answer('Chain families', KEYS.ctrlC)
      expect(await terminal.exited).not.toBe(0)
    } finally {
      terminal.kill()
    }
    expect(terminal.output()).toContain('Cancelled')
    expect(readdirSync(root)).toEqual([])
  }, 60_000)
})

describe('appkit (the bin)', () => {
  let app: string
  beforeEach(() => {
    app = join(root, 'app')
    scaffoldApp(smallestApp(app))
  })
  const configPath = () => join(app, 'src/appkit.config.ts')

  it('`appkit doctor` prints each problem with its rule and exits 1 on an error; 0 when clean', () => {
    const clean = runBin(appkitBin, ['doctor'], app)
    expect(clean.status).toBe(0)
    expect(clean.stdout).toBe('appkit.config.ts: no problems found.\n')
    writeFileSync(
      configPath(),
      readFileSync(configPath(), 'utf8')
        .replace('"projectId": "appkit-local-project"', '"projectId": ""')
        .replace('"networks": [\n    "hardhat"\n  ]', '"networks": [\n    "fantom"\n  ]'),
    )
    const broken = runBin(appkitBin, ['doctor'], app)
    expect(broken.status).toBe(1)
    const lines = broken.stdout.trim().split('\n')
    expect(lines).toContainEqual(expect.stringMatching(/^✖ \[projectId\] /))
    expect(lines).toContainEqual(expect.stringMatching(/^✖ \[networks\] Unknown network "fantom"/))
    expect(lines.every((line) => /^[✖ℹ] \[\w+\] /.test(line))).toBe(true)
  }, 60_000)

  it('`appkit add <plugin>` prints what it changed; `appkit add <unknown>` exits 1 with the allowed values', () => {
    const added = runBin(appkitBin, ['add', 'siwx'], app)
    expect(added.status, added.stderr).toBe(0)
    const lines = added.stdout.trim().split('\n')
    expect(lines[0]).toBe(
      'src/appkit.config.ts: added "siwx" to appkitConfig.features and to createKit().',
    )
    expect(lines[1]).toMatch(/^package\.json: added @appkit\/siwx@file:.*plugins\/siwx to/)
    expect(readAppkitConfig(readFileSync(configPath(), 'utf8')).features).toEqual(['siwx'])

    const before = readFileSync(configPath(), 'utf8')
    const unknown = runBin(appkitBin, ['add', 'pay'], app)
    expect(unknown.status).toBe(1)
    expect(unknown.stderr).toMatch(
      /^Error: Invalid --plugin: pay\. Allowed values: siwx, onramp, swaps, names, activity, analytics, embedded-wallet, devtools, eip155, solana, polkadot, bip122, cosmos\.\n$/,
    )
    expect(readFileSync(configPath(), 'utf8')).toBe(before)
  }, 60_000)
})
