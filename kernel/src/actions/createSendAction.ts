import { AppKitError, toAppKitError } from '../errors/AppKitError.js'
import { getActiveConnection } from '../registry/selectors.js'
import { validateSendRequest } from '../validators/validateSendRequest.js'
import type { ActionContext } from './ActionContext.js'
import { followTransaction } from './followTransaction.js'
import type { SendParameters } from './KitActions.js'
import { requireAdapter } from './requireAdapter.js'
import { requireConnector } from './requireConnector.js'

/**
 * The send flow of spec §4: loading while sending, then all send fields reset and balances
 * cleared; only families whose adapter sends ('Unsupported chain' otherwise). After a token
 * send, or any send of a family whose adapter does not set `nativeSendKeepsView`, the view
 * returns to Account; after a native send on such a family (EVM) only the balance refreshes.
 */
export function createSendAction(
  ctx: ActionContext,
  refreshBalance: (options: { force: boolean }) => Promise<void>,
) {
  return async function send(parameters: SendParameters): Promise<string> {
    const request = validateSendRequest(parameters)
    const state = ctx.registry.store.getState()
    const namespace = state.activeNamespace
    const network = state.activeCaipNetwork
    const connection = getActiveConnection(state)
    const from = namespace ? state.chains[namespace]?.address : undefined
    if (!namespace || !network || !connection || !from) {
      throw new AppKitError('Connector not connected', { category: 'PROVIDER_ERROR' })
    }
    const adapter = requireAdapter(ctx, namespace)
    if (!adapter.send) {
      throw new AppKitError('Unsupported chain', { category: 'VALIDATION_ERROR' })
    }
    if (!adapter.isAddress(request.receiverAddress)) {
      throw new AppKitError(`Invalid receiver address: ${request.receiverAddress}`, {
        category: 'VALIDATION_ERROR',
      })
    }
    const connector = requireConnector(ctx, connection.connectorId)
    const amount = String(request.amount)
    const token = parameters.token
    const isTokenSend = request.kind === 'token'
    // The account that signs, as its wallet reported it: an EOA is not a smart account whatever
    // the preferred account type (smartAccount by default on EVM) says.
    const account = connection.accounts.find((a) => a.address === from) ?? connection.accounts[0]
    const tracked = {
      isSmartAccount: account?.type === 'smartAccount',
      token: token.address ?? token.symbol,
      amount,
      network: network.caipNetworkId,
    }

    ctx.registry.setSendState({ loading: true, receiverAddress: request.receiverAddress })
    ctx.track('SEND_INITIATED', tracked)
    let hash: string
    try {
      hash = await adapter.send({
        connector,
        from,
        to: request.receiverAddress,
        amount,
        token,
        caipNetwork: network,
      })
    } catch (error) {
      ctx.registry.setSendState({ loading: false })
      const appKitError = toAppKitError(error, 'PROVIDER_ERROR')
      ctx.track('SEND_ERROR', { ...tracked, message: appKitError.shortMessage })
      throw appKitError
    }
    ctx.track('SEND_SUCCESS', tracked)
    followTransaction(ctx, {
      hash,
      caipNetworkId: network.caipNetworkId,
      address: from,
      label: `${amount} ${token.symbol}`,
    })
    ctx.registry.resetSendState()
    ctx.registry.updateAccount(namespace, { balance: undefined, tokenBalance: [] })

    if (isTokenSend || !adapter.nativeSendKeepsView) {
      if (ctx.router.store.getState().open) ctx.router.reset('Account')
    }
    void (adapter.waitForTransaction?.(hash, network) ?? Promise.resolve())
      .then(() => refreshBalance({ force: true }))
      .catch(() => undefined)
    return hash
  }
}
