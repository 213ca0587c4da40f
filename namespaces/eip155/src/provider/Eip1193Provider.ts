/** EIP-1193 request arguments. */
export interface Eip1193RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

export type Eip1193Listener = (payload: unknown) => void

/** An EIP-1193 provider (`window.ethereum`, an EIP-6963 announced provider). */
export interface Eip1193Provider {
  request(args: Eip1193RequestArguments): Promise<unknown>
  on?(event: string, listener: Eip1193Listener): unknown
  removeListener?(event: string, listener: Eip1193Listener): unknown
}

/** True for an object with a `request` function: all the kernel relies on. */
export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return false
  try {
    return typeof (value as { request?: unknown }).request === 'function'
  } catch {
    // A hostile getter must not break discovery.
    return false
  }
}
