import { type Address, getAddress, type Hex } from 'viem'
import type { IndexedTransfer } from './IndexedTransaction.js'

/** keccak256('Transfer(address,address,uint256)'), shared by ERC-20 and ERC-721. */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

export interface RawLog {
  address: Address
  topics: readonly Hex[]
  data: Hex
}

/**
 * A Transfer log as an ERC-20 transfer (from, to indexed; the amount in data) or an ERC-721
 * one (the token id indexed too); undefined for any other log.
 */
export function decodeTransferLog(log: RawLog): IndexedTransfer | undefined {
  const [topic, fromTopic, toTopic, idTopic] = log.topics
  if (topic?.toLowerCase() !== TRANSFER_TOPIC || fromTopic === undefined || toTopic === undefined) {
    return undefined
  }
  const from = topicAddress(fromTopic)
  const to = topicAddress(toTopic)
  if (from === undefined || to === undefined) return undefined
  const contract = getAddress(log.address)
  if (log.topics.length === 3 && /^0x[0-9a-fA-F]{64}$/.test(log.data)) {
    return { kind: 'erc20', contract, from, to, amount: BigInt(log.data) }
  }
  if (log.topics.length === 4 && idTopic !== undefined && log.data === '0x') {
    return { kind: 'erc721', contract, from, to, tokenId: BigInt(idTopic) }
  }
  return undefined
}

function topicAddress(topic: Hex): Address | undefined {
  if (!/^0x0{24}[0-9a-fA-F]{40}$/.test(topic)) return undefined
  return getAddress(`0x${topic.slice(26)}`)
}
