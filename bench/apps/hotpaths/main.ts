// The hot paths in Chromium: the bench calls window.__runHotPaths(rpcUrl) and reads the result.
import { runHotPaths } from '../../src/hotpaths/runHotPaths.js'

Object.assign(window, { __runHotPaths: runHotPaths })
document.body.dataset.ready = 'true'
