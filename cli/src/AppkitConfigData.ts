/** The plain data at the top of a generated appkit.config.ts (`export const appkitConfig = {...}`). */
export interface AppkitConfigData {
  /** The template the app was made from; decides how appkit.config.ts reads its environment. Default 'vite-react'. */
  template?: string
  /** The app's name (the wallet sees it as the dapp's name). */
  appName?: string
  projectId: string
  namespaces: string[]
  networks: string[]
  features: string[]
  /** The EVM library the app's components use: 'wagmi' or 'ethers' (absent: AppKit's own hooks). */
  adapter?: string
  /** The modal's language tag, passed to createAppKit (absent: the browser's languages decide). */
  locale?: string
  /** Not generated; doctor reports it together with the siwx feature. */
  siweConfig?: unknown
}
