import { invalidParamsError } from '../ProviderRpcError.js'
import { setConnected } from './setConnected.js'
import type { TestWalletContext } from './TestWalletContext.js'

/** An EIP-2255 permission for eth_accounts. */
export interface AccountsPermission {
  parentCapability: 'eth_accounts'
  invoker: string
  caveats: { type: 'restrictReturnedAccounts'; value: string[] }[]
}

function requireAccountsPermission(method: string, params: unknown): void {
  const request = Array.isArray(params) ? params[0] : undefined
  if (typeof request !== 'object' || request === null || !('eth_accounts' in request)) {
    throw invalidParamsError(`${method} expects [{ eth_accounts: {} }]`)
  }
}

function accountsPermissions(context: TestWalletContext): AccountsPermission[] {
  if (!context.state.get().connected) return []
  return [
    {
      parentCapability: 'eth_accounts',
      invoker: context.origin,
      caveats: [{ type: 'restrictReturnedAccounts', value: context.connectedAddresses() }],
    },
  ]
}

/** wallet_getPermissions: the eth_accounts permission while connected, else []. */
export async function getPermissions(context: TestWalletContext): Promise<AccountsPermission[]> {
  return accountsPermissions(context)
}

/** wallet_requestPermissions [{ eth_accounts: {} }]: always prompts ('Connect'), then connects. */
export async function requestPermissions(
  context: TestWalletContext,
  params: unknown,
): Promise<AccountsPermission[]> {
  requireAccountsPermission('wallet_requestPermissions', params)
  await context.confirm('wallet_requestPermissions', params)
  setConnected(context, true)
  return accountsPermissions(context)
}

/** wallet_revokePermissions [{ eth_accounts: {} }]: disconnects; accountsChanged gets []. */
export async function revokePermissions(
  context: TestWalletContext,
  params: unknown,
): Promise<null> {
  requireAccountsPermission('wallet_revokePermissions', params)
  setConnected(context, false)
  return null
}
