/**
 * What the injected-wallet connect flow loads after the first click, by compiled module (path from the
 * repository root): the modal shell, the project's remote config (fetched on first open) and the warm-up that runs its decoding once before, the
 * Connect and ConnectingExternal views, and the balance read the kit makes once connected
 * (viem's public clients). `npm run bench` checks this list
 * against the JS Chromium actually fetches during the flow and prints both.
 */
export const CONNECT_FLOW_MODULES: readonly string[] = [
  'ui/dist/modal/Modal.js',
  'kernel/dist/gates/fetchRemoteConfig.js',
  'kernel/dist/pipelines/createHttpClient.js',
  'kernel/dist/kit/warmFirstOpen.js',
  'ui/dist/views/Connect/ConnectView.js',
  'ui/dist/views/ConnectingExternal/ConnectingExternalView.js',
  'namespaces/eip155/dist/actions/getBalance.js',
  'namespaces/eip155/dist/transport/createPublicClients.js',
]
