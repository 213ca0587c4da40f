import { spawn } from 'node:child_process'
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TEMPLATES_DIR } from './scaffoldApp.js'
import { isAlive } from './testing/processTree.js'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'appkit-dev-script-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

/**
 * A stand-in executable (test double for `appkit`, `vite` or `next`, which this test does not
 * need for real: it checks how the template's scripts/dev.mjs runs and stops them). It records
 * its arguments and pid, runs until SIGTERM, or, with STUB_EXIT_<NAME> set, exits with that code
 * once every stand-in has recorded itself (a fixed delay is too short on a busy machine).
 */
function writeStub(binDir: string, name: string, all: readonly string[]) {
  const path = join(binDir, name)
  const records = all.map((each) => join(root, `${each}.json`))
  writeFileSync(
    path,
    `#!${process.execPath}
const { existsSync, writeFileSync } = require('node:fs')
process.on('SIGTERM', () => process.exit(0))
writeFileSync(${JSON.stringify(join(root, `${name}.json`))}, JSON.stringify({ argv: process.argv.slice(2), pid: process.pid }))
const code = process.env.STUB_EXIT_${name.toUpperCase()}
const records = ${JSON.stringify(records)}
setInterval(() => {
  if (code !== undefined && records.every((record) => existsSync(record))) process.exit(Number(code))
}, 50)
`,
  )
  chmodSync(path, 0o755)
}

const started = (name: string) =>
  JSON.parse(readFileSync(join(root, `${name}.json`), 'utf8')) as { argv: string[]; pid: number }

function runDevScript(template: string, server: string, env: NodeJS.ProcessEnv = {}) {
  const app = join(root, 'app')
  const binDir = join(root, 'bin')
  mkdirSync(join(app, 'scripts'), { recursive: true })
  mkdirSync(binDir)
  copyFileSync(join(TEMPLATES_DIR, template, 'scripts/dev.mjs'), join(app, 'scripts/dev.mjs'))
  for (const name of ['appkit', server]) writeStub(binDir, name, ['appkit', server])
  const child = spawn(process.execPath, ['scripts/dev.mjs'], {
    cwd: app,
    env: { ...process.env, ...env, PATH: `${binDir}:${process.env.PATH}` },
    stdio: 'ignore',
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  return { child, exited }
}

const cases = [
  { template: 'vite-react', server: 'vite', argv: ['--host', '127.0.0.1'] },
  { template: 'next-app', server: 'next', argv: ['dev', '--webpack', '--hostname', '127.0.0.1'] },
]

describe.each(cases)(
  "$template's scripts/dev.mjs (`npm run dev`)",
  ({ template, server, argv }) => {
    it(`starts \`appkit dev\` (the emulator) and \`${server} ${argv.join(' ')}\`; Ctrl+C stops both and exits 0`, async () => {
      const { child, exited } = runDevScript(template, server)
      await expect
        .poll(
          () => existsSync(join(root, 'appkit.json')) && existsSync(join(root, `${server}.json`)),
          { timeout: 15_000 },
        )
        .toBe(true)
      expect(started('appkit').argv).toEqual(['dev'])
      expect(started(server).argv).toEqual(argv)
      child.kill('SIGINT')
      expect(await exited).toBe(0)
      await expect.poll(() => isAlive(started('appkit').pid), { timeout: 5_000 }).toBe(false)
      await expect.poll(() => isAlive(started(server).pid), { timeout: 5_000 }).toBe(false)
    }, 20_000)

    it('when one of them ends, stops the other and exits with its code', async () => {
      const { exited } = runDevScript(template, server, { STUB_EXIT_APPKIT: '3' })
      expect(await exited).toBe(3)
      await expect.poll(() => isAlive(started(server).pid), { timeout: 5_000 }).toBe(false)
    }, 20_000)
  },
)
