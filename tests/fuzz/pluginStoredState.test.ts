// The plugins' own stored state, read back through the kit's storage (kernel/src/storage): the
// sign-in sessions (plugins/siwx) and the WalletConnect session hint (plugins/walletconnect).
// Storage is untrusted (edited by hand, left by an older version): whatever it holds, reading
// gives a valid value or nothing, and the plugin's own reader never throws.
import fc from 'fast-check'
import { getAddress } from 'viem'
import { describe, it } from 'vitest'
import { createMemoryStorage } from '../../kernel/src/storage/createMemoryStorage.js'
import { createStorage } from '../../kernel/src/storage/createStorage.js'
import { formatSiwxMessage } from '../../plugins/siwx/src/message/formatSiwxMessage.js'
import {
  createLocalSiwxStorage,
  SIWX_SESSIONS_KEY,
} from '../../plugins/siwx/src/storage/createLocalSiwxStorage.js'
import {
  createSessionHint,
  WALLET_CONNECT_SESSION_KEY,
} from '../../plugins/walletconnect/src/session/createSessionHint.js'
import { anyString } from './arbitraries/anyInput.js'
import { jsonText } from './arbitraries/jsonText.js'
import { FUZZ_RUNS } from './FUZZ_RUNS.js'
import { check, checkSame } from './support/check.js'
import { expectPrototypesUntouched } from './support/expectPrototypesUntouched.js'
import { settleAsync } from './support/settle.js'

const DOMAIN = '127.0.0.1:5173'
const NOW = Date.parse('2026-01-01T00:00:00.000Z')
const ADDRESS = getAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')
const CHAIN_ID = 'eip155:31337'

function setup() {
  const adapter = createMemoryStorage()
  const warnings: string[] = []
  const storage = createStorage({ adapter, onWarning: (message) => warnings.push(message) })
  return { adapter, storage, warnings }
}

/** A session as the plugin writes it: well formed, or expired, or for another domain. */
const storedSession = fc
  .record({
    domain: fc.constantFrom(DOMAIN, 'evil.example'),
    expirationTime: fc.constantFrom(undefined, '2025-01-01T00:00:00.000Z', '2027-01-01T00:00:00Z'),
    nonce: fc.stringMatching(/^[a-zA-Z0-9]{8,16}$/),
    signature: anyString(),
    tamper: fc.boolean(),
  })
  .map(({ domain, expirationTime, nonce, signature, tamper }) => {
    const data = {
      accountAddress: ADDRESS,
      chainId: CHAIN_ID,
      domain,
      uri: `http://${DOMAIN}`,
      version: '1',
      nonce,
      issuedAt: '2025-06-01T00:00:00.000Z',
      ...(expirationTime ? { expirationTime } : {}),
    } as const
    const message = formatSiwxMessage(data)
    return { data, message: tamper ? `${message}!` : message, signature }
  })

describe('plugins’ stored state', () => {
  it("siwxSessions: any stored text gives the account's valid sessions or none (a corrupt entry removed with a warning), never a rejection", async () => {
    const stored = fc.oneof(
      jsonText(),
      fc.array(storedSession, { maxLength: 3 }).map((sessions) => JSON.stringify(sessions)),
    )
    await fc.assert(
      fc.asyncProperty(stored, async (text) => {
        const { adapter, storage, warnings } = setup()
        adapter.setItem('appkit:v1:siwxSessions', text)
        const sessions = createLocalSiwxStorage({
          storage,
          verifiers: [],
          domain: DOMAIN,
          now: () => NOW,
        })
        const result = await settleAsync(() => sessions.get(CHAIN_ID, ADDRESS))
        checkSame(result.ok, true, 'never rejects')
        if (!result.ok) return
        // Only sessions whose claims hold come back: this domain, unexpired, exact text.
        for (const session of result.value) {
          checkSame(session.data.domain, DOMAIN, 'domain')
          checkSame(session.message, formatSiwxMessage(session.data), 'message is its data')
          check(
            session.data.expirationTime === undefined ||
              Date.parse(session.data.expirationTime) > NOW,
            'not expired',
          )
        }
        const kept = storage.get(SIWX_SESSIONS_KEY)
        if (kept === undefined) {
          // Unreadable entries are removed; a readable one with no valid session is emptied.
          check(adapter.getItem('appkit:v1:siwxSessions') === null, 'removed')
          check(warnings.length <= 1, 'at most one warning')
        } else {
          checkSame(kept.length, result.value.length, 'what is kept is what is valid')
        }
        expectPrototypesUntouched()
      }),
      { numRuns: FUZZ_RUNS },
    )
  })

  it('walletConnectSession: any stored text reads back as { topic, chainId? } or as nothing, never a throw', () => {
    const stored = fc.oneof(
      jsonText(),
      fc
        .record(
          { topic: anyString(), chainId: fc.oneof(fc.integer(), fc.double(), fc.string()) },
          { requiredKeys: [] },
        )
        .map((hint) => JSON.stringify(hint)),
    )
    fc.assert(
      fc.property(stored, (text) => {
        const { adapter, storage, warnings } = setup()
        adapter.setItem('appkit:v1:walletConnectSession', text)
        let hint: unknown
        try {
          hint = createSessionHint(storage).read()
        } catch (error) {
          check(false, () => `threw ${String(error)}`)
        }
        if (hint === undefined) {
          checkSame(adapter.getItem('appkit:v1:walletConnectSession'), null, 'removed')
          checkSame(warnings.length, 1, 'one warning')
        } else {
          check(WALLET_CONNECT_SESSION_KEY.guard(hint), 'fits the key’s guard')
          const { topic, chainId } = hint as { topic: unknown; chainId?: unknown }
          checkSame(typeof topic, 'string', 'topic')
          check(chainId === undefined || Number.isFinite(chainId), 'chainId finite')
          checkSame(warnings.length, 0, 'no warning')
        }
        expectPrototypesUntouched()
      }),
      { numRuns: FUZZ_RUNS },
    )
  })
})
