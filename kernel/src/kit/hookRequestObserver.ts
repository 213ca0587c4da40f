import type { KernelHooks } from '../hooks/hooks.js'
import type { RequestObserver } from '../pipelines/observeRequest.js'

/** Turns a pipeline client's observer calls into the kit's request hooks, naming the caller. */
export function hookRequestObserver(hooks: KernelHooks, source: string): Required<RequestObserver> {
  return {
    started: (info) => hooks.requestStarted.call({ ...info, source }),
    finished: (info) => hooks.requestFinished.call({ ...info, source }),
  }
}
