// @appkit/siwx/server/postgres: the PostgreSQL store, apart so that only apps using it load pg.

export {
  createPostgresSiwxStore,
  type PostgresSiwxStoreParameters,
} from './createPostgresSiwxStore.js'
export type { SqlSiwxStoreOptions } from './createSqlSiwxStore.js'
