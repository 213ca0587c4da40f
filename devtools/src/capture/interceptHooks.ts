import type { KernelHookName, PluginHooks } from '@appkit/kernel'

/** The part of a tapable hook devtools uses: every kernel hook has it. */
interface InterceptableHook {
  intercept(interceptor: { name?: string; call?: (...args: unknown[]) => void }): () => void
}

export type HookCallListener = (name: KernelHookName, args: readonly unknown[]) => void

/**
 * Watches every hook of a kit (as a plugin context hands them out) with tapable's
 * `hook.intercept({ call })` (webpack's ProgressPlugin way): the listener hears each call, in
 * order, with its arguments, before the taps run. It taps nothing, so it changes no result. A
 * listener that throws is ignored: capture must never break the kit. The returned detach
 * removes every interceptor it added.
 */
export function interceptHooks(hooks: PluginHooks, listener: HookCallListener): () => void {
  const removals = (Object.keys(hooks) as KernelHookName[]).map((name) => {
    const hook = hooks[name] as unknown as InterceptableHook
    return hook.intercept({
      name: 'appkit:devtools',
      call: (...args) => {
        try {
          listener(name, args)
        } catch {
          // Devtools is an observer: its failure must not reach the kit.
        }
      },
    })
  })
  return () => {
    for (const remove of removals) remove()
  }
}
