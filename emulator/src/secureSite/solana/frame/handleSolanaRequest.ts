// The secure frame's part of a Solana signing request: the server describes it (refusing one
// that does not decode, before the user is asked), the user approves that description in the
// frame, then the server signs with the key it keeps.

interface Described {
  title: string
  details: string
}

function isDescribed(value: unknown): value is Described {
  if (typeof value !== 'object' || value === null) return false
  const { title, details } = value as Record<string, unknown>
  return typeof title === 'string' && typeof details === 'string'
}

export async function handleSolanaRequest(options: {
  method: string
  params: readonly unknown[]
  token: string
  post: (path: string, body: unknown) => Promise<unknown>
  askUser: (shown: Described) => Promise<void>
}): Promise<unknown> {
  const { method, params, token, post } = options
  const described = await post('/v1/solana/describe', { token, method, params })
  if (!isDescribed(described)) throw new Error('Something went wrong')
  await options.askUser(described)
  return post('/v1/solana/sign', { token, method, params })
}
