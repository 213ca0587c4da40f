import type { HttpClient } from '../pipelines/createHttpClient.js'
import { AllowedOriginsResponse } from './AllowedOriginsResponse.js'

/** GET /projects/v1/origins, decoded (a chunk of its own: it brings effect's Schema). */
export async function fetchAllowedOrigins(api: HttpClient): Promise<readonly string[]> {
  const response = await api.get('/projects/v1/origins', { schema: AllowedOriginsResponse })
  return response.allowedOrigins
}
