import { type Address, parseUnits } from 'viem'
import type { Route } from '../api/Route.js'
import type { KnownToken } from '../blockchainApi/KnownToken.js'
import { deployTestToken } from '../chains/deployTestToken.js'
import { settleAll } from '../settleAll.js'
import { createOnRampRoutes, type OnRampChain } from './createOnRampRoutes.js'
import { ONRAMP_TOKEN } from './ONRAMP_DEFAULTS.js'

export interface SetUpOnRampParameters {
  chains: readonly OnRampChain[]
  /**
   * The nodes' unlocked accounts: the last but one is the treasury, which deploys the token
   * and holds its supply. Its first transaction on every chain must be this deployment, so
   * the token has one address everywhere.
   */
  accounts: readonly Address[]
}

export interface OnRamp {
  routes: Route[]
  /** The USDC-like token the checkout credits, deployed on every chain. */
  token: KnownToken
  treasury: Address
}

/**
 * Deploys the on-ramp's USDC-like token on every local chain (its supply held by the
 * treasury) and creates the local provider's routes: options, quotes, the checkout URL
 * generator and the checkout page that credits the bought tokens.
 *
 * @example
 * const onRamp = await setUpOnRamp({ chains: nodes, accounts })
 */
export async function setUpOnRamp(parameters: SetUpOnRampParameters): Promise<OnRamp> {
  const { chains, accounts } = parameters
  const treasury = accounts.at(-2)
  if (treasury === undefined) throw new Error('The on-ramp needs at least two accounts')
  const addresses = await settleAll(
    chains.map((chain) =>
      deployTestToken({
        rpcUrl: chain.rpcUrl,
        chainId: chain.chainId,
        deployer: treasury,
        name: ONRAMP_TOKEN.name,
        symbol: ONRAMP_TOKEN.symbol,
        holders: [treasury],
        amountPerHolder: parseUnits(String(ONRAMP_TOKEN.treasurySupply), ONRAMP_TOKEN.decimals),
      }),
    ),
  )
  const address = addresses[0]
  if (address === undefined || addresses.some((other) => other !== address)) {
    throw new Error(`The on-ramp token addresses differ between chains: ${addresses.join(', ')}`)
  }
  return {
    routes: createOnRampRoutes({ chains, token: address, treasury }),
    token: {
      address,
      name: ONRAMP_TOKEN.name,
      symbol: ONRAMP_TOKEN.symbol,
      decimals: ONRAMP_TOKEN.decimals,
    },
    treasury,
  }
}
