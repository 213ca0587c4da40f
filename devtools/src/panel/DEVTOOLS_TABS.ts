export const DEVTOOLS_TABS = [
  { id: 'events', label: 'Events' },
  { id: 'rpc', label: 'RPC' },
  { id: 'state', label: 'State' },
  { id: 'router', label: 'Router' },
  { id: 'gates', label: 'Gates' },
  { id: 'emulator', label: 'Emulator' },
] as const

export type DevtoolsTabId = (typeof DEVTOOLS_TABS)[number]['id']
