import { AppKitError } from '../errors/AppKitError.js'
import type { Gates } from '../gates/createGates.js'
import type { KernelHooks } from '../hooks/hooks.js'
import type { AppKitPlugin, PluginTeardown } from './AppKitPlugin.js'
import type { AppKit } from './createAppKit.js'
import { createPluginContext } from './createPluginContext.js'
import type { RemoteConfigLoader } from './createRemoteConfigLoader.js'

/**
 * Installs plugins into one kit, each with its own narrow context. A plugin gated by a local
 * feature is set up at once when its gate is open; one gated by a remote-controlled feature
 * waits until the project configuration has been loaded (which the modal's first open starts),
 * so it costs nothing before then. Whatever a plugin registered through its context is undone
 * at teardown, and when its setup throws.
 */
export function createPluginHost(options: {
  kit: () => AppKit
  hooks: KernelHooks
  gates: Pick<Gates, 'gate' | 'isRemote'>
  remoteConfig: RemoteConfigLoader
  /** Where a deferred setup's failure goes (there is no caller left to throw to). */
  report: (error: unknown) => void
}) {
  const installed = new Map<string, AppKitPlugin>()
  const teardowns: PluginTeardown[] = []
  let destroyed = false

  function setUp(plugin: AppKitPlugin, context: ReturnType<typeof createPluginContext>) {
    let teardown: ReturnType<AppKitPlugin['setup']>
    try {
      teardown = plugin.setup(context.context)
    } catch (error) {
      // Not installed after all: what it registered goes, and the app may install it again.
      context.dispose()
      installed.delete(plugin.name)
      throw error
    }
    // The kernel's undos run even when the plugin's own teardown throws.
    teardowns.push(() => {
      try {
        if (typeof teardown === 'function') teardown()
      } finally {
        context.dispose()
      }
    })
    options.hooks.pluginInstalled.call({ name: plugin.name })
  }

  function setUpIfOpen(plugin: AppKitPlugin, context: ReturnType<typeof createPluginContext>) {
    if (destroyed) return context.dispose()
    if (plugin.gate === undefined || options.gates.gate(plugin.gate)) setUp(plugin, context)
  }

  return {
    use(plugin: AppKitPlugin) {
      if (!plugin || typeof plugin.name !== 'string' || typeof plugin.setup !== 'function') {
        throw new AppKitError('A plugin needs a name and a setup function', {
          category: 'CONFIGURATION_ERROR',
        })
      }
      if (installed.has(plugin.name)) {
        throw new AppKitError(`Plugin already installed: ${plugin.name}`, {
          category: 'CONFIGURATION_ERROR',
        })
      }
      installed.set(plugin.name, plugin)
      const context = createPluginContext(options.kit(), plugin.name)
      // Undoes its features and alerts even if its setup never runs (a gate that stays closed,
      // a remote configuration never loaded); disposing twice is harmless.
      teardowns.push(context.dispose)
      // Before the gate is read, so a plugin can gate itself on a feature of its own.
      if (plugin.features) context.context.register.features(...plugin.features)
      if (plugin.alerts) context.context.register.alerts(...plugin.alerts)
      const waitsForRemote =
        plugin.gate !== undefined &&
        options.gates.isRemote(plugin.gate) &&
        !options.remoteConfig.settled
      if (!waitsForRemote) return setUpIfOpen(plugin, context)
      void options.remoteConfig.whenSettled().then(() => {
        try {
          setUpIfOpen(plugin, context)
        } catch (error) {
          options.report(error)
        }
      })
    },
    names: () => [...installed.keys()],
    hasNamespacePlugin: () => [...installed.values()].some((p) => p.namespace !== undefined),
    destroy() {
      destroyed = true
      // A plugin whose teardown throws is reported; the others are still torn down.
      for (const teardown of teardowns.splice(0).reverse()) {
        try {
          teardown()
        } catch (error) {
          options.report(error)
        }
      }
    },
  }
}
