import { readFile } from 'node:fs/promises'

/** One listing of data/wallet-registry.json (see /work/shared/data/README.md for the fields). */
export interface RegistryWallet {
  id: string
  name: string
  description: string | null
  homepage: string | null
  chains: readonly string[]
  image_id: string
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  chrome_store: string | null
  color: string | null
}

/** The registry snapshot committed with the emulator. */
export const WALLET_REGISTRY_URL = new URL('../../data/wallet-registry.json', import.meta.url)

/**
 * Reads the wallet registry snapshot and checks the fields the emulator relies on, so a bad
 * edit to the data fails at start, not in the middle of a request.
 */
export async function loadWalletRegistry(
  url: URL = WALLET_REGISTRY_URL,
): Promise<RegistryWallet[]> {
  const parsed: unknown = JSON.parse(await readFile(url, 'utf8'))
  if (!Array.isArray(parsed)) throw new Error(`${url.pathname}: expected a JSON array`)
  return parsed.map((entry: unknown, index) => {
    if (!isRegistryWallet(entry)) {
      throw new Error(`${url.pathname}: entry ${index} lacks id, name, image_id or chains`)
    }
    return entry
  })
}

function isRegistryWallet(value: unknown): value is RegistryWallet {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return (
    typeof record.id === 'string' &&
    typeof record.name === 'string' &&
    typeof record.image_id === 'string' &&
    Array.isArray(record.chains) &&
    record.chains.every((chain) => typeof chain === 'string')
  )
}
