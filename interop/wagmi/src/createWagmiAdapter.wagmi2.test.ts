import { vi } from 'vitest'
import { wagmiAdapterSuite } from './testing/wagmiAdapterSuite.js'

// wagmi 2: every import of @wagmi/core in this file's graph, the adapter's included, is the
// real @wagmi/core 2 (installed as `wagmi2-core`): a module redirect, not a double.
vi.mock('@wagmi/core', () => import('wagmi2-core'))

wagmiAdapterSuite(2)
