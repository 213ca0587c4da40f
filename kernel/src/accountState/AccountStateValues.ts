import type { ChainNamespace } from '../types/ChainNamespace.js'

/** Every registered slice's value, per family, by key name (only values set since the account came). */
export type AccountStateValues = Readonly<
  Partial<Record<ChainNamespace, Readonly<Record<string, unknown>>>>
>
