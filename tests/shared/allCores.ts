import { availableParallelism } from 'node:os'

/**
 * Worker count for the Node suites: every core. Vitest's default keeps one core for its main
 * process, which on CI's two cores means a single worker while the main process sits mostly
 * idle; two workers there took the unit suite from about 610 s to 450 s.
 */
export const ALL_CORES = availableParallelism()
