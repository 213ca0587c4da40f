/** Spec §8: a social or farcaster login that could not start. */
export const FAILED_TO_INITIATE_SOCIAL_MESSAGE = 'Failed to initiate social connection'
