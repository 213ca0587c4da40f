import { badRequest } from './BlockchainApiError.js'

/** ENSIP-11 coin type of Ethereum mainnet. */
export const ETHEREUM_COIN_TYPE = 60

/** The chain a coin type 60 registration is verified on (the first local chain). */
export const COIN_TYPE_60_CHAIN_ID = 31337

const EVM_FLAG = 0x80000000

/**
 * The EVM chain id a coin type designates (ENSIP-11): 60 is verified on the local chain 31337;
 * otherwise (0x80000000 | chainId) >>> 0 gives chainId. A coin type that is not one of these
 * (chain ids at or above 2147483648 included) throws a 400 'Invalid chainId' (spec §5).
 */
export function coinTypeToChainId(coinType: unknown): number {
  if (coinType === ETHEREUM_COIN_TYPE) return COIN_TYPE_60_CHAIN_ID
  if (
    typeof coinType !== 'number' ||
    !Number.isSafeInteger(coinType) ||
    coinType <= EVM_FLAG ||
    coinType > 0xffffffff
  ) {
    throw badRequest('Invalid chainId')
  }
  return coinType - EVM_FLAG
}

/** The ENSIP-11 coin type of an EVM chain id; 'Invalid chainId' at or above 2147483648. */
export function chainIdToCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 1 || chainId >= EVM_FLAG) {
    throw badRequest('Invalid chainId')
  }
  return chainId === 1 ? ETHEREUM_COIN_TYPE : (EVM_FLAG | chainId) >>> 0
}
