import { smartSessionsMessages as m } from './smartSessionsMessages.js'

/** The view listing the smart account's active permissions. */
export const PERMISSIONS_VIEW = 'EmbeddedPermissions'

/** Its header title, in the visitor's locale. */
export const PERMISSIONS_VIEW_TITLE = m.permissions

/** The Account view's entry that opens it. */
export const PERMISSIONS_ACCOUNT_ENTRY = {
  id: 'appkit:permissions',
  label: m.permissions,
  view: PERMISSIONS_VIEW,
} as const
