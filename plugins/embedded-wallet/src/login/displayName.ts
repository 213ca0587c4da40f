/** Spec §9: 'email display cut at 30 characters'. */
export const DISPLAY_NAME_MAX_LENGTH = 30

export interface DisplayNameInput {
  email?: string
  socialUsername?: string
  socialProvider?: string
}

/**
 * Spec §5: 'Display name: social username if present (trailing 0 dropped for discord), else
 * email, shortened with an ellipsis above 30 characters.'
 */
export function displayName(input: DisplayNameInput): string | undefined {
  let name = input.socialUsername
  if (name && input.socialProvider === 'discord' && name.endsWith('0')) name = name.slice(0, -1)
  name ||= input.email
  if (!name) return undefined
  return name.length > DISPLAY_NAME_MAX_LENGTH ? `${name.slice(0, DISPLAY_NAME_MAX_LENGTH)}…` : name
}
