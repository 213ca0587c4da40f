/** A JSON-RPC error the Solana endpoint answers with (code, message, optional data). */
export class SolanaRpcError extends Error {
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.name = 'SolanaRpcError'
    this.code = code
    this.data = data
  }
}

export const invalidParams = (message: string) => new SolanaRpcError(-32602, message)
