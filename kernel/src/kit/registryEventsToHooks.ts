import type { KernelHooks } from '../hooks/hooks.js'
import type { RegistryEvents } from '../registry/RegistryEvents.js'

/** The registry's notifications, fired as the kernel's past-tense hooks. */
export function registryEventsToHooks(hooks: KernelHooks): RegistryEvents {
  return {
    connected: (info) => hooks.connected.call(info),
    accountChanged: (info) => hooks.accountChanged.call(info),
    chainChanged: (info) => hooks.chainChanged.call(info),
    disconnected: (info) => hooks.disconnected.call(info),
    activeNetworkChanged: ({ caipNetwork }) => hooks.networkSwitched.call({ caipNetwork }),
  }
}
