import { expect, it } from 'vitest'
import { formatUrls } from './formatUrls.js'
import type { EmulatorUrls } from './types.js'

const urls: EmulatorUrls = {
  api: 'http://127.0.0.1:4100',
  relay: 'ws://127.0.0.1:4100/relay',
  analytics: 'http://127.0.0.1:4100',
  analyticsEvents: 'http://127.0.0.1:4100/emulator/analytics',
  secureSite: 'http://127.0.0.1:4200',
  mailbox: 'http://127.0.0.1:4100/emulator/mailbox',
  chains: {},
  token: {
    address: '0x0000000000000000000000000000000000000001',
    name: 'Test Token',
    symbol: 'TT',
    decimals: 18,
    amountPerHolder: '1',
    holders: [],
  },
  accounts: [],
  mnemonic: 'test test test test test test test test test test test junk',
  projectId: 'p',
  projectIds: ['p'],
}

it('prints the WalletConnect relay URL and its control endpoint with the other URLs', () => {
  const lines = formatUrls(urls, null)
  expect(lines).toContain(
    '  WC relay         ws://127.0.0.1:4100/relay  (WalletConnect irn_* over WebSocket)',
  )
  expect(lines).toContain('    relay control  http://127.0.0.1:4100/emulator/relay')
})

it('prints the secure site (its own origin) and the mailbox of one-time codes', () => {
  const lines = formatUrls(urls, null)
  expect(lines).toContain(
    '  Secure site      http://127.0.0.1:4200  (embedded wallet, its own origin)',
  )
  expect(lines).toContain(
    '    mailbox        http://127.0.0.1:4100/emulator/mailbox  (one-time codes)',
  )
})

it('prints where smart accounts are enabled: the factory per chain and the relayer paying their gas', () => {
  const lines = formatUrls(
    {
      ...urls,
      smartAccounts: {
        factories: { '31337': '0x0000000000000000000000000000000000000002' },
        relayer: '0x0000000000000000000000000000000000000003',
      },
    },
    null,
  )
  expect(lines).toContain(
    '  Smart accounts   AppKitAccountFactory 0x0000000000000000000000000000000000000002 on chain 31337, relayed (gas paid) by 0x0000000000000000000000000000000000000003',
  )
  expect(formatUrls(urls, null).some((line) => line.includes('Smart accounts'))).toBe(false)
})
