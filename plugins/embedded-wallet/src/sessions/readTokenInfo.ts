import type { TokenInfo } from './describePermission.js'

const SYMBOL_SELECTOR = '0x95d89b41'
const DECIMALS_SELECTOR = '0x313ce567'
const WORD = 64

type Request = (args: { method: string; params?: unknown }) => Promise<unknown>

function word(hex: string, index: number): bigint | undefined {
  const slice = hex.slice(index * WORD, (index + 1) * WORD)
  return slice.length === WORD ? BigInt(`0x${slice}`) : undefined
}

/** An ABI-encoded `string` return value; undefined when it does not decode. */
function decodeString(result: string): string | undefined {
  const hex = result.slice(2)
  const offset = word(hex, 0)
  if (offset === undefined || offset % 32n !== 0n || offset > 1024n) return undefined
  const length = word(hex, Number(offset / 32n))
  if (length === undefined || length > 32n) return undefined
  const start = Number(offset / 32n + 1n) * WORD
  const bytes = hex.slice(start, start + Number(length) * 2)
  if (bytes.length !== Number(length) * 2) return undefined
  const pairs = bytes.match(/../g) ?? []
  return new TextDecoder().decode(Uint8Array.from(pairs, (pair) => Number.parseInt(pair, 16)))
}

/**
 * An ERC-20's symbol and decimals, read through the wallet (eth_call, a safe method): undefined
 * when either call fails or answers something that is not a plausible symbol or decimals.
 */
export async function readTokenInfo(
  request: Request,
  token: string,
): Promise<TokenInfo | undefined> {
  const call = (data: string) =>
    request({ method: 'eth_call', params: [{ to: token, data }, 'latest'] })
  try {
    const [symbolResult, decimalsResult] = await Promise.all([
      call(SYMBOL_SELECTOR),
      call(DECIMALS_SELECTOR),
    ])
    if (typeof symbolResult !== 'string' || typeof decimalsResult !== 'string') return undefined
    if (!/^0x([0-9a-fA-F]{2})*$/.test(symbolResult) || !/^0x[0-9a-fA-F]{64}$/.test(decimalsResult))
      return undefined
    const symbol = decodeString(symbolResult)
    const decimals = Number(BigInt(decimalsResult))
    if (!symbol || !/^[\w.$-]{1,11}$/.test(symbol) || decimals > 36) return undefined
    return { symbol, decimals }
  } catch {
    return undefined
  }
}
