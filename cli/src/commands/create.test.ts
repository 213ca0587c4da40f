import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PassThrough } from 'node:stream'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { readAppkitConfig } from '../readAppkitConfig.js'
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

it('interactive prompts answered through piped stdin (--interactive)', async () => {
  const dir = join(root, 'asked')
  // dir, template (default), namespaces (default), networks, features, project id, package manager
  const { io: streams, text } = io(
    `${dir}\n\n\nhardhat,mainnet\nanalytics,devtools\nmy-project\npnpm\n`,
  )
  await create(undefined, { interactive: true }, streams)
  expect(text()).toContain('Project directory [my-appkit-app]: ')
  expect(text()).toContain('Namespaces (eip155, solana, polkadot, bip122, cosmos) [eip155]: ')
  expect(text()).toContain(
    'Networks (eip155: hardhat, localhost, mainnet, arbitrum, optimism, base, bsc, polygon, gnosis, avalanche, celo, zksync) [hardhat,localhost]: ',
  )
  expect(text()).toContain(
    'Features (siwx, onramp, swaps, names, activity, analytics, embedded-wallet, devtools; none: -) [analytics]: ',
  )
  expect(readAppkitConfig(readFileSync(join(dir, 'src/appkit.config.ts'), 'utf8'))).toEqual({
    template: 'vite-react',
    appName: 'asked',
    projectId: 'my-project',
    namespaces: ['eip155'],
    networks: ['hardhat', 'mainnet'],
    features: ['analytics', 'devtools'],
  })
  expect(readFileSync(join(dir, 'README.md'), 'utf8')).toContain('pnpm run dev')
})

it('flags given are not asked; a bad answer is refused and nothing is written', async () => {
  const dir = join(root, 'bad')
  const { io: streams, text } = io('tron\n')
  await expect(
    create(dir, { interactive: true, template: 'vite-react', networks: 'hardhat' }, streams),
  ).rejects.toThrow(
    'Invalid --namespaces: tron. Allowed values: eip155, solana, polkadot, bip122, cosmos.',
  )
  expect(text()).not.toContain('Template')
  expect(existsSync(dir)).toBe(false)
})

it('interactive: the networks offered and their default follow the namespaces answered', async () => {
  const dir = join(root, 'families')
  // dir, template, namespaces, networks (default), features, project id, package manager
  const { io: streams, text } = io(`${dir}\n\neip155,solana,cosmos\n\nactivity\n\n\n`)
  await create(undefined, { interactive: true }, streams)
  expect(text()).toContain(
    'Networks (eip155: hardhat, localhost, mainnet, arbitrum, optimism, base, bsc, polygon, gnosis, avalanche, celo, zksync; solana: solanaLocal, solana, solanaDevnet, solanaTestnet; cosmos: cosmoshub) [hardhat,localhost,solanaLocal,cosmoshub]: ',
  )
  expect(readAppkitConfig(readFileSync(join(dir, 'src/appkit.config.ts'), 'utf8'))).toMatchObject({
    namespaces: ['eip155', 'solana', 'cosmos'],
    networks: ['hardhat', 'localhost', 'solanaLocal', 'cosmoshub'],
    features: ['activity'],
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
