/** The Solana methods the embedded wallet signs after approval (spec §6 not-safe methods). */
export const SOLANA_SIGNED_METHODS = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

export type SolanaSignedMethod = (typeof SOLANA_SIGNED_METHODS)[number]

export function isSolanaSignedMethod(method: unknown): method is SolanaSignedMethod {
  return SOLANA_SIGNED_METHODS.includes(method as SolanaSignedMethod)
}
