import type { Address } from 'viem'
import { deploySpamNft } from '../chains/deploySpamNft.js'
import { settleAll } from '../settleAll.js'
import {
  type BlockchainApi,
  type BlockchainApiOptions,
  createBlockchainApi,
} from './createBlockchainApi.js'
import type { KnownToken } from './KnownToken.js'
import { SPAM_CONTRACTS } from './spamContracts.js'

export interface SetUpBlockchainApiParameters {
  /** The started nodes, the first one verifying coin type 60 registrations. */
  chains: readonly { chainId: number; rpcUrl: string }[]
  /** The nodes' unlocked accounts: the first receives the spam NFT, the last sends it. */
  accounts: readonly Address[]
  /** The test token deployed on every chain. */
  token: KnownToken
  /** More tokens deployed on every chain (e.g. the on-ramp's), listed in balances when held. */
  extraTokens?: readonly KnownToken[]
  /** The Solana chain, when the emulator runs one (its balances are served too). */
  solana?: BlockchainApiOptions['solana']
  /** The smart sessions the secure site grants, served by GET/POST /v1/sessions. */
  sessions?: BlockchainApiOptions['sessions']
}

/**
 * Deploys the spam NFT collection on every chain (minting one to the first account) and
 * creates the blockchain data API over the chains. The collection must land at an address of
 * the committed spam list, so the history flags it.
 *
 * @example
 * const blockchainApi = await setUpBlockchainApi({ chains: nodes, accounts, token })
 */
export async function setUpBlockchainApi(
  parameters: SetUpBlockchainApiParameters,
): Promise<BlockchainApi> {
  const { chains, accounts, token } = parameters
  const recipient = accounts[0]
  const spammer = accounts.at(-1)
  if (recipient === undefined || spammer === undefined || spammer === recipient) {
    throw new Error('The local chain needs at least two accounts')
  }
  const deployed = await settleAll(
    chains.map(({ chainId, rpcUrl }) => deploySpamNft({ rpcUrl, chainId, spammer, recipient })),
  )
  for (const { address } of deployed) {
    if (!SPAM_CONTRACTS.includes(address.toLowerCase())) {
      throw new Error(`The spam NFT landed at ${address}, which the spam list does not name.`)
    }
  }
  return createBlockchainApi({
    chains,
    tokens: [token, ...(parameters.extraTokens ?? [])],
    ...(parameters.solana === undefined ? {} : { solana: parameters.solana }),
    ...(parameters.sessions === undefined ? {} : { sessions: parameters.sessions }),
  })
}
