import { wagmiAdapterSuite } from './testing/wagmiAdapterSuite.js'

// wagmi 3: @wagmi/core as this package resolves it (its devDependency).
wagmiAdapterSuite(3)
