/**
 * Contracts whose NFTs the history API flags `is_spam: true`, lowercase. The first is the spam
 * collection the emulator deploys at start (chains/deploySpamNft.ts): the last test account's
 * first contract, so the same address on every local chain.
 */
export const SPAM_CONTRACTS: readonly string[] = ['0x73511669fd4de447fed18bb79bafeac93ab7f31f']
