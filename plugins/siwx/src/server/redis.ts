// @appkit/siwx/server/redis: the Redis store, apart so that only apps using it load redis.

export {
  createRedisSiwxStore,
  type RedisSiwxStoreOptions,
  type RedisSiwxStoreParameters,
  type SiwxRedisClient,
} from './createRedisSiwxStore.js'
