import type { TestWalletStorage } from './types.js'

/** Which sites a family test wallet remembers as approved, across a reload. */
export interface FamilySession {
  /** The approved scopes (chain ids, or 'connected'). */
  approved(): readonly string[]
  approve(scopes: readonly string[]): void
  /** Forgets the given scopes, or every scope. */
  revoke(scopes?: readonly string[]): void
}

/**
 * A family wallet's approvals in storage (sessionStorage in a browser) under `key`, as a JSON
 * list of strings; anything else read back is ignored. Without storage it lives in memory.
 */
export function createFamilySession(
  storage: TestWalletStorage | undefined,
  key: string,
): FamilySession {
  let scopes: string[] = []
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? '[]')
    if (Array.isArray(value)) scopes = value.filter((item) => typeof item === 'string')
  } catch {
    scopes = []
  }
  const save = () => {
    try {
      storage?.setItem(key, JSON.stringify(scopes))
    } catch {
      // Storage blocked: the approval lasts until the page goes away.
    }
  }
  return {
    approved: () => scopes,
    approve(next) {
      scopes = [...new Set([...scopes, ...next])]
      save()
    },
    revoke(which) {
      scopes = which ? scopes.filter((scope) => !which.includes(scope)) : []
      save()
    },
  }
}
