import { AppKitError } from '@appkit/kernel'
import { IFRAME_REQUEST_TIMEOUT_MS } from '../policies.js'
import { decodePayload } from '../protocol/decodeFrameMessage.js'
import { type RequestType, SocialRedirect } from '../protocol/frameMessageSchema.js'
import type { FrameTransport } from '../transport/createFrameTransport.js'
import { FAILED_TO_INITIATE_SOCIAL_MESSAGE } from './FAILED_TO_INITIATE_SOCIAL_MESSAGE.js'

/**
 * Asks the secure frame for the page a login continues on (a social consent page, a farcaster
 * approval page) and accepts it only on the secure origin; any failure is 'Failed to initiate
 * social connection' (spec §8), with the cause.
 */
export async function requestSecureUri(
  transport: Pick<FrameTransport, 'request'>,
  secureOrigin: string,
  request: { type: RequestType; payload: unknown; signal: AbortSignal },
): Promise<string> {
  try {
    const reply = await transport.request(request.type, request.payload, {
      timeoutMs: IFRAME_REQUEST_TIMEOUT_MS,
      signal: request.signal,
    })
    const { uri } = decodePayload(SocialRedirect, reply)
    if (new URL(uri).origin !== secureOrigin) throw new Error(`Not the secure origin: ${uri}`)
    return uri
  } catch (cause) {
    throw new AppKitError(FAILED_TO_INITIATE_SOCIAL_MESSAGE, {
      category: 'SECURE_SITE_ERROR',
      cause,
    })
  }
}
