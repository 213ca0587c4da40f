// Ours plus @appkit/analytics: the bytes the analytics plugin adds when enabled.
import { analytics } from '@appkit/analytics'
import { createBenchKit, renderBenchApp } from '../../appkit/benchApp.js'

renderBenchApp(createBenchKit().use(analytics()))
