// Ours plus @appkit/analytics and @appkit/devtools (installed eagerly, as a developer would
// during development): the bytes the devtools add when enabled.
import { analytics } from '@appkit/analytics'
import { devtools, mountDevtools } from '@appkit/devtools'
import { createBenchKit, renderBenchApp } from '../../appkit/benchApp.js'

const tools = devtools({ production: false })
const kit = createBenchKit().use(analytics()).use(tools)
mountDevtools(tools)
renderBenchApp(kit)
