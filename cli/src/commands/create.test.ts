import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { Cancelled } from '../Cancelled.js'
import { readAppkitConfig } from '../readAppkitConfig.js'
import { fakeTerminal, KEYS } from '../testing/fakeTerminal.js'
import { create } from './create.js'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'create-appkit-cmd-'))
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

function io(answers: string) {
  const input = new PassThrough()
  input.end(answers)
  const output = new PassThrough()
  let text = ''
  output.on('data', (chunk: Buffer) => {
    text += chunk.toString()
  })
  return { io: { input, output }, text: () => text }
}

it('--yes scaffolds with the defaults: eip155, hardhat + localhost, analytics, the emulator project id', async () => {
  const dir = join(root, 'app')
  const { io: streams, text } = io('')
  await create(dir, { yes: true }, streams)
  expect(readAppkitConfig(readFileSync(join(dir, 'src/appkit.config.ts'), 'utf8'))).toEqual({
    template: 'vite-react',
    appName: 'app',
    projectId: 'appkit-local-project',
    namespaces: ['eip155'],
    networks: ['hardhat', 'localhost'],
    features: ['analytics'],
  })
  expect(text()).toContain('npm run dev')
})

it('--template next-app --features siwx writes the sign-in route handlers; the Vite template keeps the emulator', async () => {
  const next = join(root, 'next')
  await create(next, { yes: true, template: 'next-app', features: 'siwx' }, io('').io)
  expect(readFileSync(join(next, 'src/app/api/auth/[...siwx]/route.ts'), 'utf8')).toContain(
    'createSiwxHandler',
  )
  expect(readFileSync(join(next, 'next.config.ts'), 'utf8')).toContain('serverExternalPackages')
  const vite = join(root, 'vite')
  await create(vite, { yes: true, features: 'siwx' }, io('').io)
  expect(existsSync(join(vite, 'src/app'))).toBe(false)
  expect(readFileSync(join(vite, 'src/appkit.config.ts'), 'utf8')).toContain('/auth/v1')
})

it('asks with list prompts on a terminal: select, multi-select with the defaults preselected, networks grouped per namespace', async () => {
  const dir = join(root, 'asked')
  const terminal = fakeTerminal()
  const done = create(undefined, {}, terminal.io)
  await terminal.answer('Project folder', `${dir}${KEYS.enter}`)
  await terminal.answer('Template', `${KEYS.down}${KEYS.enter}`)
  // eip155 is preselected; add solana (the second option).
  await terminal.answer('Chain families', `${KEYS.down}${KEYS.space}${KEYS.enter}`)
  // hardhat, localhost and solanaLocal are preselected: take them.
  await terminal.answer('Networks', KEYS.enter)
  // analytics (the 6th) is preselected; add siwx (the first).
  await terminal.answer('Features', `${KEYS.space}${KEYS.enter}`)
  // none is preselected; wagmi is the second.
  await terminal.answer('Adapter', `${KEYS.down}${KEYS.enter}`)
  await terminal.answer('Project id', `my-project${KEYS.enter}`)
  await terminal.answer('Package manager', `${KEYS.down}${KEYS.enter}`)
  await done
  const output = terminal.text()
  for (const option of ['Vite + React', 'Next.js (App Router)', 'cosmos', 'hardhat', 'solanaLocal'])
    expect(output).toContain(option)
  expect(readAppkitConfig(readFileSync(join(dir, 'src/appkit.config.ts'), 'utf8'))).toEqual({
    template: 'next-app',
    appName: 'asked',
    projectId: 'my-project',
    namespaces: ['eip155', 'solana'],
    networks: ['hardhat', 'localhost', 'solanaLocal'],
    features: ['siwx', 'analytics'],
    adapter: 'wagmi',
  })
  expect(readFileSync(join(dir, 'README.md'), 'utf8')).toContain('pnpm run dev')
  expect(existsSync(join(dir, 'src/app/Providers.tsx'))).toBe(true)
})

it('flags given are not asked; a wrong choice is explained and asked again, not fatal', async () => {
  const dir = join(root, 'again')
  const terminal = fakeTerminal()
  const done = create(
    dir,
    { template: 'vite-react', projectId: 'p', packageManager: 'npm' },
    terminal.io,
  )
  // No namespace at all: refused, asked again; then solana alone.
  await terminal.answer('Chain families', `${KEYS.space}${KEYS.enter}`)
  await terminal.waitFor(/select at least one/i)
  terminal.type(`${KEYS.down}${KEYS.space}${KEYS.enter}`)
  await terminal.answer('Networks', KEYS.enter)
  // names (4th) works on eip155 only: explained, asked again; then analytics alone.
  await terminal.answer(
    'Features',
    `${KEYS.down}${KEYS.down}${KEYS.down}${KEYS.space}${KEYS.enter}`,
  )
  await terminal.waitFor('Feature "names" works on eip155 only')
  await terminal.answer('Features', KEYS.enter)
  await terminal.answer('Adapter', KEYS.enter)
  await done
  expect(terminal.text()).not.toContain('Template')
  expect(terminal.text()).not.toContain('Project folder')
  expect(readAppkitConfig(readFileSync(join(dir, 'src/appkit.config.ts'), 'utf8'))).toMatchObject({
    namespaces: ['solana'],
    networks: ['solanaLocal'],
    features: ['analytics'],
  })
})

it('a non-empty folder is confirmed right after the folder question; no asks for another; Ctrl+C cancels and writes nothing', async () => {
  const taken = join(root, 'taken')
  mkdirSync(taken)
  writeFileSync(join(taken, 'notes.txt'), 'mine')
  const terminal = fakeTerminal()
  const done = create(taken, {}, terminal.io)
  await terminal.answer('is not empty. Write the app into it', KEYS.enter)
  await terminal.answer('Project folder', `${join(root, 'fresh')}${KEYS.enter}`)
  await terminal.answer('Template', KEYS.ctrlC)
  await expect(done).rejects.toThrow(Cancelled)
  expect(readdirSync(root)).toEqual(['taken'])
  expect(readdirSync(taken)).toEqual(['notes.txt'])
})

it('a non-empty folder the user agrees to write into is written into, keeping other files', async () => {
  const taken = join(root, 'taken')
  mkdirSync(taken)
  writeFileSync(join(taken, 'notes.txt'), 'mine')
  const terminal = fakeTerminal()
  const done = create(
    taken,
    {
      yes: false,
      template: 'vite-react',
      namespaces: 'eip155',
      features: '-',
      adapter: 'none',
      projectId: 'p',
      packageManager: 'npm',
      networks: 'hardhat',
    },
    terminal.io,
  )
  await terminal.answer('is not empty. Write the app into it', `y${KEYS.enter}`)
  await done
  expect(readdirSync(taken)).toContain('notes.txt')
  expect(readdirSync(taken)).toContain('package.json')
})

it('on a terminal, a wrong flag is refused before any question is asked', async () => {
  const terminal = fakeTerminal()
  await expect(create(join(root, 'x'), { template: 'next' }, terminal.io)).rejects.toThrow(
    'Invalid --template: next. Allowed values: vite-react, next-app.',
  )
  expect(terminal.text()).toBe('')
  expect(readdirSync(root)).toEqual([])
})

it('without a terminal and without --yes: says the defaults are taken, and takes them', async () => {
  const dir = join(root, 'piped')
  const { io: streams, text } = io('')
  await create(dir, {}, streams)
  expect(text()).toContain(
    'stdin is not a terminal: taking the defaults for every answer not given as a flag',
  )
  expect(readAppkitConfig(readFileSync(join(dir, 'src/appkit.config.ts'), 'utf8'))).toMatchObject({
    namespaces: ['eip155'],
    networks: ['hardhat', 'localhost'],
    features: ['analytics'],
  })
})

it("--yes with --namespaces takes each namespace's default networks (its local one where the emulator has one)", async () => {
  const dir = join(root, 'yes-families')
  await create(dir, { yes: true, namespaces: 'solana,bip122', features: '-' }, io('').io)
  expect(readAppkitConfig(readFileSync(join(dir, 'src/appkit.config.ts'), 'utf8'))).toMatchObject({
    namespaces: ['solana', 'bip122'],
    networks: ['solanaLocal', 'bitcoin'],
    features: [],
  })
})

it('a network of a namespace not chosen is refused with the allowed values, and nothing is written', async () => {
  const dir = join(root, 'foreign')
  await expect(
    create(dir, { yes: true, namespaces: 'eip155', networks: 'hardhat,cosmoshub' }, io('').io),
  ).rejects.toThrow(
    /^--networks: cosmoshub \(cosmos\) not in the chosen namespaces \(eip155\)\. Allowed values: eip155: hardhat/,
  )
  expect(existsSync(dir)).toBe(false)
})

it('--adapter with --yes: the adapter is in the config and the summary; a bad value is refused before writing anything', async () => {
  const dir = join(root, 'with-ethers')
  const { io: streams, text } = io('')
  await create(dir, { yes: true, adapter: 'ethers' }, streams)
  expect(readAppkitConfig(readFileSync(join(dir, 'src/appkit.config.ts'), 'utf8')).adapter).toBe(
    'ethers',
  )
  expect(text()).toContain('features analytics; adapter ethers).')
  const bad = join(root, 'bad')
  await expect(create(bad, { yes: true, adapter: 'web3' }, io('').io)).rejects.toThrow(
    'Invalid --adapter: web3. Allowed values: none, wagmi, ethers.',
  )
  expect(existsSync(bad)).toBe(false)
})

it('on a terminal, a wrong --adapter is refused before any question is asked', async () => {
  const terminal = fakeTerminal()
  await expect(create(join(root, 'x'), { adapter: 'wagmi2' }, terminal.io)).rejects.toThrow(
    'Invalid --adapter: wagmi2. Allowed values: none, wagmi, ethers.',
  )
  expect(terminal.text()).toBe('')
})

it('without eip155 the Adapter prompt shows wagmi and ethers as needing it, and cannot pick them', async () => {
  const dir = join(root, 'no-evm')
  const terminal = fakeTerminal()
  const done = create(
    dir,
    {
      template: 'vite-react',
      namespaces: 'solana',
      networks: 'solanaLocal',
      features: '-',
      projectId: 'p',
      packageManager: 'npm',
    },
    terminal.io,
  )
  await terminal.waitFor('Adapter')
  await terminal.waitFor('needs the eip155 family')
  // Down twice would reach ethers if it could be chosen.
  terminal.type(`${KEYS.down}${KEYS.down}${KEYS.enter}`)
  await done
  expect(readAppkitConfig(readFileSync(join(dir, 'src/appkit.config.ts'), 'utf8')).adapter).toBe(
    undefined,
  )
})

const everyFlag = {
  template: 'next-app',
  namespaces: 'eip155',
  networks: 'hardhat',
  features: '-',
  adapter: 'none',
  projectId: 'p',
  packageManager: 'npm',
}

it('--locale: written into the config and the summary; never counted as a missing answer (no defaults note)', async () => {
  const dir = join(root, 'french')
  const { io: streams, text } = io('')
  await create(dir, { ...everyFlag, locale: 'fr-CA' }, streams)
  const source = readFileSync(join(dir, 'src/appkit.config.ts'), 'utf8')
  expect(readAppkitConfig(source).locale).toBe('fr-CA')
  expect(source).toContain("    locale: 'fr-CA',\n")
  expect(text()).toContain('adapter none; locale fr-CA).')
  expect(text()).not.toContain('stdin is not a terminal')
  const browser = join(root, 'browser')
  await create(browser, { ...everyFlag }, io('').io)
  expect(readFileSync(join(browser, 'src/appkit.config.ts'), 'utf8')).not.toContain('locale')
})

it('--locale is not asked on a terminal: the other prompts are, and the flag is written', async () => {
  const dir = join(root, 'asked-ja')
  const terminal = fakeTerminal()
  const { packageManager: _asked, ...flags } = everyFlag
  const done = create(dir, { ...flags, locale: 'ja' }, terminal.io)
  await terminal.answer('Package manager', KEYS.enter)
  await done
  const prompts = terminal.text().split('Created ')[0]
  expect(prompts).toContain('Package manager')
  expect(prompts).not.toMatch(/locale|language/i)
  expect(readAppkitConfig(readFileSync(join(dir, 'src/appkit.config.ts'), 'utf8')).locale).toBe(
    'ja',
  )
})

it('a --locale nothing serves is refused, naming it and the shipped locales, before any question and before writing anything', async () => {
  const dir = join(root, 'klingon')
  await expect(create(dir, { yes: true, locale: 'tlh' }, io('').io)).rejects.toThrow(
    /^Invalid --locale: tlh\. No shipped locale serves it \(the modal would show English\)\. Shipped locales: en, es, pt-BR, .*, zh-CN, zh-TW, sw;/,
  )
  expect(existsSync(dir)).toBe(false)
  const terminal = fakeTerminal()
  await expect(create(dir, { locale: 'xx' }, terminal.io)).rejects.toThrow('Invalid --locale: xx.')
  expect(terminal.text()).toBe('')
  expect(readdirSync(root)).toEqual([])
})
