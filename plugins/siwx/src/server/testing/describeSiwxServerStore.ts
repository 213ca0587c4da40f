import { randomUUID } from 'node:crypto'
import type { CaipNetworkId } from '@appkit/kernel'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { SiwxSession } from '../../message/SiwxMessageData.js'
import type { SiwxServerStore, StoredSiwxSession } from '../SiwxServerStore.js'

export interface SiwxServerStoreHarness {
  store: SiwxServerStore
  /**
   * Writes `text` as a stored session of the account, past the store (as a corrupted, hand-edited
   * or tampered row would be). Absent for stores that keep values, not text (memory).
   */
  writeSessionText?: (
    account: { owner: string; chainId: string; accountAddress: string; expiresAt: number },
    text: string,
  ) => Promise<void>
  /** Ends what the harness opened besides the store (its own connections). */
  cleanup?: () => Promise<void>
}

const MINUTE = 60_000

/** A session of the shape the handlers keep; `seed` makes it unique. */
function testSession(seed: string, chainId: CaipNetworkId, accountAddress: string): SiwxSession {
  return {
    data: {
      accountAddress,
      chainId,
      domain: 'app.example',
      uri: 'https://app.example',
      version: '1',
      nonce: seed,
      issuedAt: '2025-01-01T00:00:00.000Z',
    },
    message: `app.example wants you to sign in (${seed})`,
    signature: `0x${seed}`,
  }
}

/** Sessions in a fixed order, for comparing sets of them. */
const bySignature = (sessions: StoredSiwxSession[]) =>
  [...sessions].sort((a, b) => a.session.signature.localeCompare(b.session.signature))

/**
 * TEST HELPER: the behaviour every {@link SiwxServerStore} must have, as vitest cases against the
 * one store `createHarness` makes. The cases share it: each uses ids of its own, and times near
 * the real clock (Redis expires keys by its clock).
 */
export function describeSiwxServerStore(
  name: string,
  createHarness: () => Promise<SiwxServerStoreHarness>,
): void {
  describe(`${name}: the SiwxServerStore contract`, () => {
    let harness: SiwxServerStoreHarness
    let store: SiwxServerStore
    // Generous: on a busy machine a new PGlite alone can take seconds.
    beforeAll(async () => {
      harness = await createHarness()
      store = harness.store
    }, 60_000)
    afterAll(async () => {
      await harness?.cleanup?.()
    })

    /** A fresh owner and account on eip155:1, and a way to make sessions for it. */
    function account(chainId: CaipNetworkId = 'eip155:1') {
      const id = randomUUID()
      const owner = `owner-${id}`
      const accountAddress = `0x${id.replaceAll('-', '')}`
      const stored = (seed: string, expiresAt: number | null): StoredSiwxSession => ({
        owner,
        chainId,
        accountAddress,
        expiresAt,
        session: testSession(`${seed}${id.slice(0, 8)}`, chainId, accountAddress),
      })
      return { owner, chainId, accountAddress, stored }
    }

    it('spends a nonce once: the first spend keeps the session, the second is refused', async () => {
      const now = Date.now()
      const nonce = randomUUID()
      const me = account()
      const session = me.stored('a', now + 10 * MINUTE)
      await store.addNonce(nonce, now + 5 * MINUTE)
      expect(await store.spendNonceAndAddSession(nonce, now, session)).toBe(true)
      expect(await store.spendNonceAndAddSession(nonce, now, me.stored('b', null))).toBe(false)
      expect(await store.getSessions(me.owner, me.chainId, me.accountAddress, now)).toEqual([
        session,
      ])
    })

    it('hasNonce answers without spending: true for an issued unexpired nonce, false once expired, unknown or spent', async () => {
      const now = Date.now()
      const nonce = randomUUID()
      await store.addNonce(nonce, now + MINUTE)
      expect(await store.hasNonce(nonce, now)).toBe(true)
      expect(await store.hasNonce(nonce, now)).toBe(true)
      expect(await store.hasNonce(nonce, now + MINUTE)).toBe(false)
      expect(await store.hasNonce(randomUUID(), now)).toBe(false)
      expect(await store.spendNonceAndAddSession(nonce, now, account().stored('a', null))).toBe(
        true,
      )
      expect(await store.hasNonce(nonce, now)).toBe(false)
    })

    it("moveSessions gives all of one owner's sessions, on every account, to another owner, and no one else's", async () => {
      const now = Date.now()
      const first = account()
      const second = { ...account('eip155:137'), owner: first.owner }
      const stranger = account()
      const kept = [
        first.stored('a', now + 10 * MINUTE),
        { ...second.stored('b', null), owner: first.owner },
        stranger.stored('c', null),
      ]
      for (const session of kept) {
        const nonce = randomUUID()
        await store.addNonce(nonce, now + MINUTE)
        expect(await store.spendNonceAndAddSession(nonce, now, session)).toBe(true)
      }
      const next = `owner-${randomUUID()}`
      expect(await store.moveSessions(first.owner, next)).toBe(2)
      expect(
        await store.getSessions(first.owner, first.chainId, first.accountAddress, now),
      ).toEqual([])
      expect(await store.getSessions(next, first.chainId, first.accountAddress, now)).toEqual([
        { ...kept[0], owner: next },
      ])
      expect(await store.getSessions(next, second.chainId, second.accountAddress, now)).toEqual([
        { ...kept[1], owner: next },
      ])
      expect(
        await store.getSessions(stranger.owner, stranger.chainId, stranger.accountAddress, now),
      ).toEqual([kept[2]])
      expect(await store.moveSessions(`owner-${randomUUID()}`, next)).toBe(0)
    })

    it('refuses an expired or unknown nonce, and then writes nothing', async () => {
      const now = Date.now()
      const nonce = randomUUID()
      const me = account()
      await store.addNonce(nonce, now + MINUTE)
      expect(await store.spendNonceAndAddSession(nonce, now + MINUTE, me.stored('a', null))).toBe(
        false,
      )
      expect(await store.spendNonceAndAddSession(randomUUID(), now, me.stored('b', null))).toBe(
        false,
      )
      expect(await store.getSessions(me.owner, me.chainId, me.accountAddress, now)).toEqual([])
      // Still unspent: refusing it as expired did not consume it.
      expect(await store.spendNonceAndAddSession(nonce, now, me.stored('c', null))).toBe(true)
    })

    it('of 100 concurrent spends of one nonce, exactly one succeeds and one session is kept', async () => {
      const now = Date.now()
      const nonce = randomUUID()
      const me = account()
      await store.addNonce(nonce, now + 5 * MINUTE)
      const results = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          store.spendNonceAndAddSession(nonce, now, me.stored(`s${i}-`, now + 10 * MINUTE)),
        ),
      )
      expect(results.filter(Boolean)).toHaveLength(1)
      expect(await store.getSessions(me.owner, me.chainId, me.accountAddress, now)).toHaveLength(1)
    })

    it('treats a nonce or account holding U+0000 (never stored) as unknown, not as an error', async () => {
      const now = Date.now()
      const me = account()
      expect(await store.spendNonceAndAddSession('bad\0nonce', now, me.stored('a', null))).toBe(
        false,
      )
      expect(await store.getSessions(`${me.owner}\0`, me.chainId, me.accountAddress, now)).toEqual(
        [],
      )
      await store.deleteSessions(me.owner, me.chainId, `${me.accountAddress}\0`)
    })

    it('keeps sessions apart by owner, network and account, whatever their characters', async () => {
      const now = Date.now()
      const me = account()
      const others = [
        { ...me, owner: `${me.owner}-other` },
        { ...me, chainId: 'eip155:10' as const },
        { ...me, accountAddress: `${me.accountAddress}0` },
        // Joined with colons, these two would spell the same key.
        { ...me, owner: `${me.owner}:eip155:1`, accountAddress: 'x' },
        { ...me, accountAddress: `eip155:1:x` },
      ]
      const keep = async (who: typeof me, seed: string) => {
        const nonce = randomUUID()
        await store.addNonce(nonce, now + 5 * MINUTE)
        const session: StoredSiwxSession = {
          owner: who.owner,
          chainId: who.chainId,
          accountAddress: who.accountAddress,
          expiresAt: null,
          session: testSession(`${seed}${randomUUID()}`, who.chainId, who.accountAddress),
        }
        expect(await store.spendNonceAndAddSession(nonce, now, session)).toBe(true)
        return session
      }
      const mine = await keep(me, 'mine')
      const theirs = []
      for (const [i, other] of others.entries()) theirs.push(await keep(other, `other${i}`))
      expect(await store.getSessions(me.owner, me.chainId, me.accountAddress, now)).toEqual([mine])
      for (const [i, other] of others.entries()) {
        const found = await store.getSessions(other.owner, other.chainId, other.accountAddress, now)
        expect(found).toEqual([theirs[i]])
      }
    })

    it('returns no expired session; removeExpired removes expired sessions and nonces', async () => {
      const now = Date.now()
      const me = account()
      const soon = me.stored('soon', now + MINUTE)
      const later = me.stored('later', now + 10 * MINUTE)
      const never = me.stored('never', null)
      for (const session of [soon, later, never]) {
        const nonce = randomUUID()
        await store.addNonce(nonce, now + 5 * MINUTE)
        expect(await store.spendNonceAndAddSession(nonce, now, session)).toBe(true)
      }
      const lookup = (at: number) => store.getSessions(me.owner, me.chainId, me.accountAddress, at)
      expect(bySignature(await lookup(now))).toEqual(bySignature([soon, later, never]))
      expect(bySignature(await lookup(now + 2 * MINUTE))).toEqual(bySignature([later, never]))
      expect(await lookup(now + 20 * MINUTE)).toEqual([never])

      const staleNonce = randomUUID()
      await store.addNonce(staleNonce, now + MINUTE)
      await store.removeExpired(now + 2 * MINUTE)
      // Asked as of before it expired, what removeExpired removed is gone, the rest is there.
      expect(bySignature(await lookup(now))).toEqual(bySignature([later, never]))
      expect(await store.spendNonceAndAddSession(staleNonce, now, me.stored('x', null))).toBe(false)
    })

    it('deleteSessions ends that account’s sessions and no other’s', async () => {
      const now = Date.now()
      const me = account()
      const other = { ...me, chainId: 'eip155:10' as const }
      const keep = async (session: StoredSiwxSession) => {
        const nonce = randomUUID()
        await store.addNonce(nonce, now + 5 * MINUTE)
        expect(await store.spendNonceAndAddSession(nonce, now, session)).toBe(true)
      }
      await keep(me.stored('a', null))
      await keep(me.stored('b', now + 10 * MINUTE))
      const kept = { ...me.stored('c', null), chainId: other.chainId }
      await keep(kept)
      await store.deleteSessions(me.owner, me.chainId, me.accountAddress)
      expect(await store.getSessions(me.owner, me.chainId, me.accountAddress, now)).toEqual([])
      expect(await store.getSessions(me.owner, other.chainId, me.accountAddress, now)).toEqual([
        kept,
      ])
      // Deleting what is not there is no error.
      await store.deleteSessions(me.owner, me.chainId, me.accountAddress)
    })

    it('skips a stored session that fails to decode, with a warning, and returns the others', async (context) => {
      const write = harness.writeSessionText
      if (!write) return context.skip('this store keeps values, not text: nothing to decode')
      const now = Date.now()
      const me = account()
      const good = me.stored('good', null)
      const nonce = randomUUID()
      await store.addNonce(nonce, now + 5 * MINUTE)
      expect(await store.spendNonceAndAddSession(nonce, now, good)).toBe(true)
      const expiresAt = now + 10 * MINUTE
      for (const text of ['not json', '{"data":{"nonce":1}}', 'null', '[]']) {
        await write({ ...me, expiresAt }, text)
      }
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      try {
        expect(await store.getSessions(me.owner, me.chainId, me.accountAddress, now)).toEqual([
          good,
        ])
        expect(warn).toHaveBeenCalledTimes(4)
        expect(String(warn.mock.calls[0]?.[0])).toMatch(/failed to decode/)
      } finally {
        warn.mockRestore()
      }
    })

    // Last: the cases above share the store.
    it('close() resolves, and a second close() too', async () => {
      await store.close()
      await store.close()
    })
  })
}
