import type { ChainNamespace } from './ChainNamespace.js'

export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

export interface Account {
  namespace: ChainNamespace
  address: string
  type: AccountType
  publicKey?: string
  path?: string
}
