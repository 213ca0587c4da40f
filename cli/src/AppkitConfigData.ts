/** The plain data at the top of a generated appkit.config.ts (`export const appkitConfig = {...}`). */
export interface AppkitConfigData {
  projectId: string
  namespaces: string[]
  networks: string[]
  features: string[]
  /** Not generated; doctor reports it together with the siwx feature. */
  siweConfig?: unknown
}
