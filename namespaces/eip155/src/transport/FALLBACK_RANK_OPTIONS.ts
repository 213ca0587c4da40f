import {
  FALLBACK_LATENCY_WEIGHT,
  FALLBACK_POLLING_INTERVAL_MS,
  FALLBACK_SAMPLE_COUNT,
  FALLBACK_STABILITY_WEIGHT,
  JSON_RPC_BATCH_SIZE,
} from '@appkit/kernel'

/**
 * How viem's fallback transport ranks a network's RPC URLs (spec §9 'fallback transport polling
 * 4 s, sample count 10, weights stability 0.7 and latency 0.3').
 */
export const FALLBACK_RANK_OPTIONS = Object.freeze({
  interval: FALLBACK_POLLING_INTERVAL_MS,
  sampleCount: FALLBACK_SAMPLE_COUNT,
  weights: Object.freeze({
    stability: FALLBACK_STABILITY_WEIGHT,
    latency: FALLBACK_LATENCY_WEIGHT,
  }),
})

/** Spec §7/§9 'batchable (batch size 1000)': viem's http transport batch option. */
export const RPC_BATCH_OPTIONS = Object.freeze({ batchSize: JSON_RPC_BATCH_SIZE })
