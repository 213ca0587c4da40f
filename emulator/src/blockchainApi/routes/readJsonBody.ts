import type { IncomingMessage } from 'node:http'
import { BodyTooLargeError, readBody } from '../../api/http/readBody.js'
import { BlockchainApiError, badRequest } from '../BlockchainApiError.js'

const MAX_BODY_BYTES = 64 * 1024

/** The request's JSON body; 400 'Body must be JSON', 413 past 64 KiB. */
export async function readJsonBody(req: IncomingMessage): Promise<unknown> {
  let text: string
  try {
    text = (await readBody(req, MAX_BODY_BYTES)).toString('utf8')
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new BlockchainApiError(413, error.message)
    throw error
  }
  try {
    return JSON.parse(text)
  } catch {
    throw badRequest('Body must be JSON')
  }
}
