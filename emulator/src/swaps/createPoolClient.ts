import {
  type Address,
  BaseError,
  createPublicClient,
  defineChain,
  erc20Abi,
  type Hex,
  http,
} from 'viem'
import { testPoolArtifact } from '../chains/testPoolArtifact.js'

export interface PoolClientOptions {
  rpcUrl: string
  chainId: number
  pool: Address
  token: Address
}

/** What the swap API reads from the local chain: the pool, the token's allowance, gas. */
export interface PoolClient {
  /** The pool's getAmountOut over its current reserves. */
  amountOut(nativeIn: boolean, amountIn: bigint): Promise<bigint>
  allowance(owner: Address): Promise<bigint>
  gasPrice(): Promise<bigint>
  /** eth_estimateGas; a revert comes back as `{ error }` with the node's short reason. */
  estimateGas(call: {
    from: Address
    to: Address
    data: Hex
    value: bigint
  }): Promise<{ gas: bigint } | { error: string }>
}

/** The node's own words for a failed call (e.g. 'TestToken: insufficient allowance'). */
function revertReason(error: unknown): string {
  if (!(error instanceof BaseError)) return String(error)
  const reasons = [error.details, error.shortMessage].filter(Boolean).join(' ')
  return (
    /reverted with reason string '([^']+)'/.exec(reasons)?.[1] ??
    error.details ??
    error.shortMessage
  )
}

/** Reads the real pool on the local chain (no cache: every quote sees the current reserves). */
export function createPoolClient(options: PoolClientOptions): PoolClient {
  const { rpcUrl, chainId, pool, token } = options
  const chain = defineChain({
    id: chainId,
    name: `Local ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
  const client = createPublicClient({ chain, transport: http(rpcUrl, { retryCount: 0 }) })
  const read = (functionName: string, args: readonly unknown[] = []) =>
    client.readContract({ address: pool, abi: testPoolArtifact.abi, functionName, args })

  return {
    async amountOut(nativeIn, amountIn) {
      const [reserveNative, reserveToken] = (await Promise.all([
        read('reserveNative'),
        read('reserveToken'),
      ])) as [bigint, bigint]
      const [reserveIn, reserveOut] = nativeIn
        ? [reserveNative, reserveToken]
        : [reserveToken, reserveNative]
      return (await read('getAmountOut', [amountIn, reserveIn, reserveOut])) as bigint
    },
    allowance: (owner) =>
      client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, pool],
      }),
    gasPrice: () => client.getGasPrice(),
    async estimateGas(call) {
      try {
        return {
          gas: await client.estimateGas({
            account: call.from,
            to: call.to,
            data: call.data,
            value: call.value,
          }),
        }
      } catch (error) {
        return { error: revertReason(error) }
      }
    },
  }
}
