import { getNamespaceState } from '@appkit/kernel'
import { useUi } from '../context/useUi.js'
import { formatBalance } from '../utils/formatBalance.js'
import { useStoreSelector } from './useStoreSelector.js'

export interface UseBalanceResult {
  /** The native balance as the registry holds it (a decimal string), when known. */
  balance: string | undefined
  symbol: string | undefined
  /** Truncated to 3 decimals with the symbol, '0.000' when unknown. */
  formatted: string
  /** Reads the balance again from the chain. */
  refetch(): Promise<void>
}

export function useBalance(): UseBalanceResult {
  const { kit } = useUi()
  const { balance, symbol } = useStoreSelector(kit.registry.store, (state) => {
    const chain = getNamespaceState(state)
    return {
      balance: chain?.balance,
      symbol: chain?.balanceSymbol ?? state.activeCaipNetwork?.nativeCurrency.symbol,
    }
  })
  return {
    balance,
    symbol,
    formatted: formatBalance(balance, symbol),
    refetch: () => kit.refreshBalance(),
  }
}
