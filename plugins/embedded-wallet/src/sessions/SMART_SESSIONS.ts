/** The view listing the smart account's active permissions. */
export const PERMISSIONS_VIEW = 'EmbeddedPermissions'

export const PERMISSIONS_VIEW_TITLE = 'Permissions'

/** The Account view's entry that opens it. */
export const PERMISSIONS_ACCOUNT_ENTRY = {
  id: 'appkit:permissions',
  label: 'Permissions',
  view: PERMISSIONS_VIEW,
} as const
