/**
 * What the injected-wallet connect flow loads after the first click, by module (path from the
 * repository root): the modal shell, the project's remote config (fetched on first open), the
 * Connect and ConnectingExternal views, and the balance read the kit makes once connected
 * (viem's public clients). `npm run bench` checks this list
 * against the JS Chromium actually fetches during the flow and prints both.
 */
export const CONNECT_FLOW_MODULES: readonly string[] = [
  'ui/src/modal/Modal.tsx',
  'kernel/src/gates/fetchRemoteConfig.ts',
  'kernel/src/pipelines/createHttpClient.ts',
  'ui/src/views/Connect/ConnectView.tsx',
  'ui/src/views/ConnectingExternal/ConnectingExternalView.tsx',
  'namespaces/eip155/src/actions/getBalance.ts',
  'namespaces/eip155/src/transport/createPublicClients.ts',
]
