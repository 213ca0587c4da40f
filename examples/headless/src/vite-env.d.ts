/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APPKIT_PROJECT_ID?: string
  readonly VITE_APPKIT_API_URL?: string
  readonly VITE_APPKIT_RPC_31337?: string
  readonly VITE_APPKIT_RPC_1337?: string
}
