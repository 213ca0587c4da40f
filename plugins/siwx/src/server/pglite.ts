// @appkit/siwx/server/pglite: the PGlite store, apart so that only apps using it load PGlite.

export {
  createPgliteSiwxStore,
  type PgliteSiwxStoreParameters,
} from './createPgliteSiwxStore.js'
export type { SqlSiwxStoreOptions } from './createSqlSiwxStore.js'
