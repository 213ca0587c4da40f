/**
 * Not in the spec: a Solana transfer costs a 5000-lamport signature fee, which the Max of a
 * native SOL send leaves in the account (the adapter's `nativeSendFee`).
 */
export const SOLANA_SIGNATURE_FEE_LAMPORTS = 5000n
