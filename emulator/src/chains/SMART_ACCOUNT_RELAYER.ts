import type { Address } from 'viem'

/**
 * The address that deploys AppKitAccountFactory and relays smart-account batches: none of the
 * node's mnemonic accounts (every one of those is some test's), and no key at all: the node
 * impersonates it (see `impersonateRelayer`), so no key of it exists to leak.
 */
export const SMART_ACCOUNT_RELAYER: Address = '0x5a7e5a7e5a7e5a7e5a7e5a7e5a7e5a7e5a7e5a7e'

/** What the relayer starts with: gas for every batch a test session could sponsor. */
export const SMART_ACCOUNT_RELAYER_BALANCE = 10n ** 22n
