import type { AppKit } from '@appkit/kernel'
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { createDevtoolsCapture, type DevtoolsCapture } from '../capture/createDevtoolsCapture.js'
import type { DevtoolsPlugin } from '../devtools.js'
import type { DevtoolsTabId } from './DEVTOOLS_TABS.js'
import { DevtoolsPanel } from './DevtoolsPanel.js'
import { DevtoolsShadowHost } from './DevtoolsShadowHost.js'

export interface AppKitDevtoolsProps {
  /** The installed plugin (`kit.use(devtools())`), or a capture. */
  devtools?: DevtoolsPlugin | DevtoolsCapture
  /** Without `devtools`: the panel attaches its own capture to this kit while mounted. */
  kit?: AppKit
  initialOpen?: boolean
  initialTab?: DevtoolsTabId
  initialHeight?: number
}

const isPlugin = (value: DevtoolsPlugin | DevtoolsCapture): value is DevtoolsPlugin =>
  'getCapture' in value

/** The plugin's capture, following install and teardown. */
function usePluginCapture(source: DevtoolsPlugin | DevtoolsCapture | undefined) {
  const plugin = source && isPlugin(source) ? source : undefined
  const subscribe = useCallback(
    (notify: () => void) => (plugin ? plugin.onCapture(notify) : () => {}),
    [plugin],
  )
  const getCapture = useCallback(() => plugin?.getCapture(), [plugin])
  const fromPlugin = useSyncExternalStore(subscribe, getCapture, getCapture)
  return plugin ? fromPlugin : (source as DevtoolsCapture | undefined)
}

/**
 * The devtools panel, in its own shadow root at the end of <body>: `<AppKitDevtools
 * devtools={plugin} />` shows what the plugin captures; `<AppKitDevtools kit={kit} />` captures
 * while it is mounted. It does not use @appkit/ui.
 *
 * @example
 * const tools = devtools()
 * kit.use(tools)
 * root.render(<><App /><AppKitDevtools devtools={tools} /></>)
 */
export function AppKitDevtools({ devtools, kit, ...panel }: AppKitDevtoolsProps) {
  const given = usePluginCapture(devtools)
  const [owned, setOwned] = useState<DevtoolsCapture | undefined>(undefined)

  useEffect(() => {
    if (devtools || !kit) return
    const capture = createDevtoolsCapture(kit)
    setOwned(capture)
    return () => {
      capture.detach()
      setOwned(undefined)
    }
  }, [devtools, kit])

  const capture = given ?? owned
  if (!capture) return null
  return (
    <DevtoolsShadowHost>
      <DevtoolsPanel capture={capture} {...panel} />
    </DevtoolsShadowHost>
  )
}
