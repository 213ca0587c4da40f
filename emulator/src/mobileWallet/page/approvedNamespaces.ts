import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import { buildApprovedNamespaces } from '@walletconnect/utils'

/** The emulator's local EVM chains: the only ones the test wallet signs for. */
export const LOCAL_EVM_CHAINS = ['eip155:31337', 'eip155:1337'] as const

/** Requests the wallet answers, per namespace. */
export const SUPPORTED_METHODS = {
  eip155: [
    'personal_sign',
    'eth_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_switchEthereumChain',
  ],
  solana: ['solana_signMessage', 'solana_signTransaction'],
} as const

const SUPPORTED_EVENTS = ['chainChanged', 'accountsChanged']

/** The wallet's addresses: the EVM account and the Solana public key (base58). */
export interface WalletAddresses {
  evm: string
  solana: string
}

/** The chains of `namespace` a proposal asks for, required or optional ('solana:...' keys too). */
export function requestedChains(
  proposal: Pick<ProposalTypes.Struct, 'requiredNamespaces' | 'optionalNamespaces'>,
  namespace: string,
): string[] {
  const chains = new Set<string>()
  for (const namespaces of [proposal.requiredNamespaces, proposal.optionalNamespaces ?? {}]) {
    for (const [key, value] of Object.entries(namespaces)) {
      if (key === namespace) for (const chain of value.chains ?? []) chains.add(chain)
      else if (key.startsWith(`${namespace}:`)) chains.add(key)
    }
  }
  return [...chains]
}

/**
 * What the wallet can offer a proposal: the local EVM chains (31337, 1337) with its EVM
 * account, and, when Solana is asked for, the asked Solana chains with its Solana account.
 */
export function supportedNamespaces(
  proposal: Pick<ProposalTypes.Struct, 'requiredNamespaces' | 'optionalNamespaces'>,
  addresses: WalletAddresses,
  evmChains: readonly string[] = LOCAL_EVM_CHAINS,
): Record<string, Required<SessionTypes.BaseNamespace>> {
  const supported: Record<string, Required<SessionTypes.BaseNamespace>> = {
    eip155: {
      chains: [...evmChains],
      methods: [...SUPPORTED_METHODS.eip155],
      events: SUPPORTED_EVENTS,
      accounts: evmChains.map((chain) => `${chain}:${addresses.evm}`),
    },
  }
  const solanaChains = requestedChains(proposal, 'solana')
  if (solanaChains.length > 0) {
    supported.solana = {
      chains: solanaChains,
      methods: [...SUPPORTED_METHODS.solana],
      events: SUPPORTED_EVENTS,
      accounts: solanaChains.map((chain) => `${chain}:${addresses.solana}`),
    }
  }
  return supported
}

/**
 * The namespaces the wallet approves: of what it supports, the chains, methods and events the
 * proposal asks for (required or optional), by the SDK's own buildApprovedNamespaces. Throws
 * when the proposal requires something the wallet lacks (a chain other than 31337 or 1337).
 * `evmChains`: the local chains it offers (default both; `?chains=` on the page narrows them).
 *
 * @example
 * approvedNamespaces(proposal, { evm: '0xf39F...', solana: 'oeYf...' })
 * // { eip155: { chains: ['eip155:31337'], accounts: ['eip155:31337:0xf39F...'], ... } }
 */
export function approvedNamespaces(
  proposal: ProposalTypes.Struct,
  addresses: WalletAddresses,
  evmChains: readonly string[] = LOCAL_EVM_CHAINS,
): SessionTypes.Namespaces {
  return buildApprovedNamespaces({
    proposal,
    supportedNamespaces: supportedNamespaces(proposal, addresses, evmChains),
  })
}
