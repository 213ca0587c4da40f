/** A chain the test wallet can talk to: read calls are forwarded to `rpcUrl`. */
export interface TestWalletChain {
  chainId: number
  rpcUrl: string
  name: string
  /** The native currency; 'Ether' / 'ETH' / 18 when left out. */
  nativeCurrency?: { name: string; symbol: string; decimals: number }
}

/** EIP-1193 request arguments. */
export interface RequestArguments {
  readonly method: string
  readonly params?: readonly unknown[] | object
}

/** What the approve/reject prompt is shown for one request. */
export interface TestWalletPromptRequest {
  method: string
  params: unknown
  /** The page origin asking, or 'unknown'. */
  origin: string
  /** A readable line: 'Connect', 'Sign message: hello', 'Send 0.01 ETH to 0x…'. */
  summary: string
}

/** Resolves true when the user approves, false when they reject. */
export type TestWalletPrompt = (request: TestWalletPromptRequest) => Promise<boolean>

export type TestWalletEvent = 'accountsChanged' | 'chainChanged' | 'connect' | 'disconnect'

export type TestWalletListener = (payload: unknown) => void

/** The EIP-1193 provider the wallet announces. */
export interface TestWalletProvider {
  readonly isAppKitTestWallet: true
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: TestWalletListener): TestWalletProvider
  once(event: string, listener: TestWalletListener): TestWalletProvider
  removeListener(event: string, listener: TestWalletListener): TestWalletProvider
  off(event: string, listener: TestWalletListener): TestWalletProvider
  /** False once the wallet is uninstalled. */
  isConnected(): boolean
}

/** The three calls of `sessionStorage` the wallet uses. */
export type TestWalletStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The part of `window` the wallet touches; an `EventTarget` is enough in tests. */
export interface TestWalletWindow extends EventTarget {
  document?: Document
  sessionStorage?: TestWalletStorage
  location?: { origin: string }
  ethereum?: unknown
}

/** EIP-6963 provider info. */
export interface TestWalletInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}
