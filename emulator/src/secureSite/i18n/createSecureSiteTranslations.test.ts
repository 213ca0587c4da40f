import { describe, expect, it } from 'vitest'
import { describePermissionRequest } from '../sessions/describePermissionRequest.js'
import { describeSolanaTransaction } from '../solana/describeSolanaTransaction.js'
import { createSecureSiteTranslations } from './createSecureSiteTranslations.js'

const SIGNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

const GERMAN: Record<string, string> = {
  'secureFrame.sessions.allow': 'Erlaube {signer} bis {until} UTC: {permissions}',
  'secureFrame.sessions.spendNative':
    'bis zu {amount} {symbol} {period, select, hour {pro Stunde} day {pro Tag} week {pro Woche} other {alle {seconds} Sekunden}} ausgeben',
  'secureFrame.solana.sendSol': '{amount} SOL an {to} senden',
}

describe("createSecureSiteTranslations (what the server writes in a request's locale)", () => {
  const translations = createSecureSiteTranslations(async (locale) =>
    locale === 'de' ? GERMAN : {},
  )
  const request = (period: number) =>
    ({
      signer: { type: 'account', data: { address: SIGNER } },
      expiry: Date.UTC(2027, 0, 2, 3, 4) / 1000,
      permissions: [
        {
          type: 'native-token-recurring-allowance',
          data: { allowance: '0x16345785d8a0000', start: 0, period },
        },
        {
          type: 'erc20-recurring-allowance',
          data: { token: TOKEN, allowance: '0x1', start: 0, period: 3600 },
        },
      ],
    }) as unknown as Parameters<typeof describePermissionRequest>[0]

  it("describes a permission request in the locale's words, data unchanged, English where untranslated", async () => {
    const t = await translations.translator('de')
    expect(describePermissionRequest(request(86_400), new Map(), 'ETH', t)).toBe(
      `Erlaube ${SIGNER} bis 2027-01-02 03:04 UTC: bis zu 0.1 ETH pro Tag ausgeben; spend up to 1 units of token ${TOKEN} per hour`,
    )
    expect(describePermissionRequest(request(7200), new Map(), 'ETH', t)).toContain(
      'bis zu 0.1 ETH alle 7200 Sekunden ausgeben',
    )
  })

  it('is English for no locale, an unknown one, or a locale without translations', async () => {
    for (const locale of [undefined, 'xx', 42, 'fr']) {
      const t = await translations.translator(locale)
      expect(describePermissionRequest(request(7200), new Map(), 'ETH', t)).toBe(
        `Allow ${SIGNER} until 2027-01-02 03:04 UTC: spend up to 0.1 ETH every 7200 seconds; spend up to 1 units of token ${TOKEN} per hour`,
      )
    }
  })

  it('describes Solana instructions in the locale', async () => {
    const transfer = new Uint8Array(12)
    new DataView(transfer.buffer).setUint32(0, 2, true)
    new DataView(transfer.buffer).setBigUint64(4, 1_500_000_000n, true)
    const instructions = [
      { programId: '11111111111111111111111111111111', accounts: ['from', 'to'], data: transfer },
      { programId: 'Prog', accounts: [], data: new Uint8Array() },
    ]
    expect(describeSolanaTransaction(instructions, await translations.translator('de'))).toBe(
      '1.5 SOL an to senden\nCall program Prog',
    )
    expect(describeSolanaTransaction(instructions)).toBe('Send 1.5 SOL to to\nCall program Prog')
  })

  it('makes one translator per locale', async () => {
    expect(await translations.translator('de')).toBe(await translations.translator('de'))
    expect(await translations.translator('xx')).toBe(await translations.translator(undefined))
  })
})
