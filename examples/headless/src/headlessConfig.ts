/** Where the app finds the emulator; every value can be overridden through VITE_APPKIT_*. */
export const headlessConfig = {
  projectId: import.meta.env.VITE_APPKIT_PROJECT_ID ?? 'appkit-local-project',
  apiUrl: import.meta.env.VITE_APPKIT_API_URL ?? 'http://127.0.0.1:4100',
  rpc31337: import.meta.env.VITE_APPKIT_RPC_31337 ?? 'http://127.0.0.1:8545',
  rpc1337: import.meta.env.VITE_APPKIT_RPC_1337 ?? 'http://127.0.0.1:8546',
} as const
