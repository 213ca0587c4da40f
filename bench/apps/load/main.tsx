// The load bench's app (`npm run bench -- --only load`): the minimal app, plus with
// `?devtools=1` the devtools panel (open, on the Events tab); the kit is on `window.__load` so
// the bench can push events through its hooks and disconnect without a UI round trip. Without
// the panel its capture would hold every hook call of the cycles and blur their figures.
import { devtools, mountDevtools } from '@appkit/devtools'
import type { AppKit } from '@appkit/kernel'
import { createBenchKit, renderBenchApp } from '../appkit/benchApp.js'

declare global {
  interface Window {
    __load?: { kit: AppKit }
  }
}

const kit = createBenchKit()
renderBenchApp(kit)
if (new URLSearchParams(window.location.search).get('devtools') === '1') {
  const tools = devtools()
  kit.use(tools)
  mountDevtools(tools, { initialOpen: true, initialTab: 'events' })
}
window.__load = { kit }
