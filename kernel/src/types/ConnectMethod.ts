/** The Connect view's groups of connect methods (spec §6 'connect method order'). */
export const CONNECT_METHODS = ['wallet', 'email', 'social'] as const
export type ConnectMethod = (typeof CONNECT_METHODS)[number]
