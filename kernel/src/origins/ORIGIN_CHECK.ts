import { defineServiceKey } from '../kit/createServiceRegistry.js'
import type { OriginCheck } from './createOriginCheck.js'

/**
 * The kit's origin check, as a service: a plugin that cannot work on a disallowed origin (the
 * embedded wallet's secure frame) reads the verdict with `ctx.services.get(ORIGIN_CHECK)`.
 */
export const ORIGIN_CHECK = defineServiceKey<OriginCheck>('appkit:origin-check')
