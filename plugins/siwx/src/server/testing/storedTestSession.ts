import type { StoredSiwxSession } from '../SiwxServerStore.js'

/**
 * TEST HELPER: a stored session of `owner` for 0xabc on eip155:1, told apart by `seed` (in its
 * message and signature). Stores keep it as it is; nothing here is verified.
 */
export function storedTestSession(
  owner = 'owner',
  seed = '',
  expiresAt: number | null = null,
): StoredSiwxSession {
  return {
    owner,
    chainId: 'eip155:1',
    accountAddress: '0xabc',
    expiresAt,
    session: {
      data: {
        accountAddress: '0xabc',
        chainId: 'eip155:1',
        domain: 'app.example',
        uri: 'https://app.example',
        version: '1',
        nonce: 'abcdefgh',
        issuedAt: '2025-01-01T00:00:00.000Z',
      },
      message: seed
        ? `app.example wants you to sign in (${seed})`
        : 'app.example wants you to sign in',
      signature: `0x${seed || '01'}`,
    },
  }
}
