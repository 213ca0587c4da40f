import {
  createWalletClient,
  defineChain,
  type Hex,
  http,
  isHex,
  type PrivateKeyAccount,
  type TypedDataDefinition,
} from 'viem'

export class SignRequestError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message)
    this.name = 'SignRequestError'
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function sameAddress(value: unknown, account: PrivateKeyAccount): boolean {
  return typeof value === 'string' && value.toLowerCase() === account.address.toLowerCase()
}

const bigintOf = (value: unknown): bigint | undefined =>
  typeof value === 'string' && isHex(value) ? BigInt(value) : undefined

/**
 * An approved request signed with the email's key, on the server (the key is unsealed for this
 * call only): personal_sign [message, address], eth_signTypedData_v4 [address, data],
 * eth_sendTransaction [tx] on the local chain `chainId`.
 */
export async function signRequest(input: {
  account: PrivateKeyAccount
  method: string
  params: readonly unknown[]
  chainId: number
  rpcUrl: string | undefined
}): Promise<Hex> {
  const { account, params } = input
  if (input.method === 'personal_sign') {
    const [message, address] = params
    if (typeof message !== 'string') throw new SignRequestError('Invalid message', -32602)
    if (!sameAddress(address, account)) throw new SignRequestError('Unauthorized', 4100)
    return account.signMessage({ message: isHex(message) ? { raw: message } : message })
  }
  if (input.method === 'eth_signTypedData_v4') {
    const [address, raw] = params
    if (!sameAddress(address, account)) throw new SignRequestError('Unauthorized', 4100)
    const data: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw
    if (!isRecord(data)) throw new SignRequestError('Invalid typed data', -32602)
    const { EIP712Domain: _domain, ...types } = (data.types ?? {}) as Record<string, unknown>
    return account.signTypedData({ ...(data as object), types } as TypedDataDefinition)
  }
  if (input.method === 'eth_sendTransaction') {
    const [tx] = params
    if (!isRecord(tx) || !sameAddress(tx.from, account)) {
      throw new SignRequestError('Unauthorized', 4100)
    }
    if (!input.rpcUrl) throw new SignRequestError('Chain is not supported', 4901)
    const chain = defineChain({
      id: input.chainId,
      name: `Local chain ${input.chainId}`,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [input.rpcUrl] } },
    })
    const client = createWalletClient({
      account,
      chain,
      transport: http(input.rpcUrl, { retryCount: 0 }),
    })
    const gas = bigintOf(tx.gas)
    const value = bigintOf(tx.value)
    return client.sendTransaction({
      ...(typeof tx.to === 'string' ? { to: tx.to as Hex } : {}),
      ...(typeof tx.data === 'string' && isHex(tx.data) ? { data: tx.data } : {}),
      ...(value === undefined ? {} : { value }),
      ...(gas === undefined ? {} : { gas }),
    })
  }
  throw new SignRequestError('Requested RPC call is not allowed', 4200)
}
