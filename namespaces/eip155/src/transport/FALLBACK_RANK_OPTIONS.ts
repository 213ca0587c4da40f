import { JSON_RPC_BATCH_SIZE, SECOND_MS } from '@appkit/kernel'

/**
 * How viem's fallback transport ranks a network's RPC URLs (spec §9 'fallback transport polling
 * 4 s, sample count 10, weights stability 0.7 and latency 0.3').
 */
export const FALLBACK_RANK_OPTIONS = Object.freeze({
  interval: 4 * SECOND_MS,
  sampleCount: 10,
  weights: Object.freeze({ stability: 0.7, latency: 0.3 }),
})

/** Spec §7/§9 'batchable (batch size 1000)': viem's http transport batch option. */
export const RPC_BATCH_OPTIONS = Object.freeze({ batchSize: JSON_RPC_BATCH_SIZE })
