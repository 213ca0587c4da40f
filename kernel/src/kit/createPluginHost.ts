import type { Alerts } from '../alerts/createAlerts.js'
import { AppKitError } from '../errors/AppKitError.js'
import type { Gates } from '../gates/createGates.js'
import type { KernelHooks } from '../hooks/hooks.js'
import type { AppKitPlugin, PluginTeardown } from './AppKitPlugin.js'
import type { AppKit } from './createAppKit.js'
import type { RemoteConfigLoader } from './createRemoteConfigLoader.js'

/**
 * Installs plugins into one kit. A plugin gated by a local feature is set up at once when its
 * gate is open; one gated by a remote-controlled feature waits until the project configuration
 * has been loaded (which the modal's first open starts), so it costs nothing before then.
 */
export function createPluginHost(options: {
  kit: () => AppKit
  hooks: KernelHooks
  gates: Gates
  alerts: Pick<Alerts, 'register'>
  remoteConfig: RemoteConfigLoader
}) {
  const installed = new Map<string, AppKitPlugin>()
  const teardowns: PluginTeardown[] = []
  let destroyed = false

  function setUp(plugin: AppKitPlugin) {
    if (destroyed) return
    let teardown: ReturnType<AppKitPlugin['setup']>
    try {
      teardown = plugin.setup(options.kit())
    } catch (error) {
      // Not installed after all: the app may fix the cause and install it again.
      installed.delete(plugin.name)
      throw error
    }
    if (typeof teardown === 'function') teardowns.push(teardown)
    options.hooks.pluginInstalled.call({ name: plugin.name })
  }

  function setUpIfOpen(plugin: AppKitPlugin) {
    if (plugin.gate === undefined || options.gates.gate(plugin.gate)) setUp(plugin)
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
      // Before the gate is read, so a plugin can gate itself on a feature of its own.
      if (plugin.features) teardowns.push(options.gates.register(...plugin.features))
      if (plugin.alerts) teardowns.push(options.alerts.register(...plugin.alerts))
      const waitsForRemote =
        plugin.gate !== undefined &&
        options.gates.isRemote(plugin.gate) &&
        !options.remoteConfig.settled
      if (waitsForRemote) void options.remoteConfig.whenSettled().then(() => setUpIfOpen(plugin))
      else setUpIfOpen(plugin)
    },
    names: () => [...installed.keys()],
    hasNamespacePlugin: () => [...installed.values()].some((p) => p.namespace !== undefined),
    destroy() {
      destroyed = true
      for (const teardown of teardowns.splice(0).reverse()) teardown()
    },
  }
}
