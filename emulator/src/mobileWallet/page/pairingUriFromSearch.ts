/** A WalletConnect v2 pairing URI: wc:<64 hex topic>@2?...symKey=<64 hex>... */
const PAIRING_URI = /^wc:[0-9a-fA-F]{64}@2\?(?:.*&)?symKey=[0-9a-fA-F]{64}(?:&|$)/

/** Whether `text` is a WalletConnect v2 pairing URI the wallet can pair with. */
export function isPairingUri(text: string): boolean {
  return PAIRING_URI.test(text)
}

function decodeOnce(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * The pairing URI of a deep link or universal link to the wallet page:
 * `/wallet?uri=<encoded wc: URI>` (also `/wallet/wc?uri=...`). A URI encoded twice is decoded
 * again, and one pasted without encoding (its own `&symKey=` split off by the query parser) is
 * read whole from `uri=` to the end. Anything else is undefined: the page then waits for a paste.
 *
 * @example
 * pairingUriFromSearch(`?uri=${encodeURIComponent(uri)}`) // uri
 */
export function pairingUriFromSearch(search: string): string | undefined {
  const value = new URLSearchParams(search).get('uri')
  if (value === null) return undefined
  const candidates = [value, decodeOnce(value)]
  const unencoded = /[?&]uri=(wc:.*)$/.exec(search)?.[1]
  if (unencoded !== undefined) candidates.push(unencoded)
  return candidates.map((candidate) => candidate.trim()).find(isPairingUri)
}
