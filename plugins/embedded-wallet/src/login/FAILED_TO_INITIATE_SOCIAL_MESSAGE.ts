import { loginFailureMessages } from './loginFailureMessages.js'

/** Spec §8: a social or farcaster login that could not start (English; views translate it). */
export const FAILED_TO_INITIATE_SOCIAL_MESSAGE = loginFailureMessages.failedToInitiateSocial.message
