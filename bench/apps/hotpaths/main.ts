// The hot paths in Chromium: the bench calls window.__runHotPaths(rpcUrl), or
// window.__runHookDispatch() for the hook figures alone, and reads the result.
import { benchHookDispatch } from '../../src/hotpaths/benchHookDispatch.js'
import { runHotPaths } from '../../src/hotpaths/runHotPaths.js'

Object.assign(window, { __runHotPaths: runHotPaths, __runHookDispatch: benchHookDispatch })
document.body.dataset.ready = 'true'
