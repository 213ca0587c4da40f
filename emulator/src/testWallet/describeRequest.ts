import { formatUnits } from 'viem'
import { decodePersonalMessage } from './decodePersonalMessage.js'

export interface DescribeRequestParameters {
  method: string
  params: unknown
  /** The active chain's native currency, used to show amounts. */
  nativeCurrency: { symbol: string; decimals: number }
}

function at(params: unknown, index: number): unknown {
  return Array.isArray(params) ? params[index] : undefined
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[key]
    : undefined
}

function formatAmount(value: unknown, currency: { symbol: string; decimals: number }): string {
  let amount = 0n
  try {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
      amount = BigInt(value)
    }
  } catch {
    amount = 0n
  }
  return `${formatUnits(amount, currency.decimals)} ${currency.symbol}`
}

function describeTypedData(raw: unknown): string {
  let data = raw
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw)
    } catch {
      return 'Sign typed data'
    }
  }
  const primaryType = field(data, 'primaryType')
  const domainName = field(field(data, 'domain'), 'name')
  const what = typeof primaryType === 'string' ? `: ${primaryType}` : ''
  const where = typeof domainName === 'string' ? ` for ${domainName}` : ''
  return `Sign typed data${what}${where}`
}

function describeTransaction(
  transaction: unknown,
  currency: { symbol: string; decimals: number },
): string {
  const amount = formatAmount(field(transaction, 'value') ?? 0, currency)
  const to = field(transaction, 'to')
  const data = field(transaction, 'data') ?? field(transaction, 'input')
  const hasData = typeof data === 'string' && data.length > 2
  if (typeof to !== 'string' || to === '') return `Deploy a contract, sending ${amount}`
  const call = hasData ? ` and call ${data.slice(0, 10)}` : ''
  return `Send ${amount} to ${to}${call}`
}

/** How many calls of a bundle the summary lists before '… and N more'. */
const listedCalls = 5

function describeCalls(request: unknown, currency: { symbol: string; decimals: number }): string {
  const calls = field(request, 'calls')
  if (!Array.isArray(calls) || calls.length === 0) return 'Send calls'
  const listed = calls
    .slice(0, listedCalls)
    .map((call, index) => `${index + 1}. ${describeTransaction(call, currency)}`)
  const more = calls.length > listedCalls ? `; … and ${calls.length - listedCalls} more` : ''
  const count = calls.length === 1 ? '1 call' : `${calls.length} calls`
  return `Send ${count} as separate transactions: ${listed.join('; ')}${more}`
}

/**
 * The one-line summary the prompt shows: 'Connect', 'Sign message: <text>',
 * 'Send 0.01 ETH to 0x…', 'Send 2 calls as separate transactions: 1. Send … ; 2. …',
 * 'Add network <name> (chain id <n>)'. Params are untrusted, so every
 * field is checked before use and a malformed request still gets a summary.
 */
export function describeRequest({
  method,
  params,
  nativeCurrency,
}: DescribeRequestParameters): string {
  switch (method) {
    case 'eth_requestAccounts':
    case 'wallet_requestPermissions':
      return 'Connect'
    case 'personal_sign': {
      const message = at(params, 0)
      return `Sign message: ${typeof message === 'string' ? decodePersonalMessage(message) : ''}`
    }
    case 'eth_signTypedData_v4':
      return describeTypedData(at(params, 1))
    case 'eth_sendTransaction':
      return describeTransaction(at(params, 0), nativeCurrency)
    case 'wallet_sendCalls':
      return describeCalls(at(params, 0), nativeCurrency)
    case 'wallet_addEthereumChain': {
      const chain = at(params, 0)
      const name = field(chain, 'chainName')
      const chainId = field(chain, 'chainId')
      const id =
        typeof chainId === 'string' && /^0x[0-9a-fA-F]+$/.test(chainId)
          ? ` (chain id ${BigInt(chainId)})`
          : ''
      return `Add network ${typeof name === 'string' ? name : 'unknown'}${id} and switch to it`
    }
    default:
      return method
  }
}
