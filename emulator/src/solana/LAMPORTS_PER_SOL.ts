/** Lamports in one SOL. */
export const LAMPORTS_PER_SOL = 1_000_000_000n
