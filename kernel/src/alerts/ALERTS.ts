export type AlertVariant = 'error' | 'warning' | 'info' | 'success'

export interface AlertMessage {
  code: string
  variant: AlertVariant
  shortMessage: string
  longMessage: string
}

/**
 * The alerts of spec §8 the kernel's own code shows: short and long texts, one entry each.
 * Plugins register theirs (`AppKitPlugin.alerts` or `ctx.register.alerts`).
 */
export const ALERTS = {
  NETWORK_NOT_FOUND: {
    code: 'NETWORK_NOT_FOUND',
    variant: 'error',
    shortMessage: 'Network Not Found',
    longMessage: 'Network not found - please make sure it is included in the networks array',
  },
  ORIGIN_NOT_ALLOWED: {
    code: 'ORIGIN_NOT_ALLOWED',
    variant: 'error',
    shortMessage: 'Origin Not Allowed',
    longMessage:
      'This origin is not in the allowed origins of the project; add it in the project settings',
  },
  UNVERIFIED_DOMAIN: {
    code: 'UNVERIFIED_DOMAIN',
    variant: 'error',
    shortMessage: 'Unverified Domain',
    longMessage: 'This domain is not verified for the project',
  },
  JWT_TOKEN_NOT_VALID: {
    code: 'JWT_TOKEN_NOT_VALID',
    variant: 'error',
    shortMessage: 'Session Expired',
    longMessage: 'Your session is invalid: check your device time settings and reconnect',
  },
  INVALID_PROJECT_ID: {
    code: 'INVALID_PROJECT_ID',
    variant: 'error',
    shortMessage: 'Invalid Project ID',
    longMessage: 'The project ID is invalid: copy it again from your project settings',
  },
  PROJECT_ID_NOT_CONFIGURED: {
    code: 'PROJECT_ID_NOT_CONFIGURED',
    variant: 'error',
    shortMessage: 'Project ID Not Configured',
    longMessage: 'Pass a projectId to createAppKit',
  },
  SERVER_ERROR_APP_CONFIGURATION: {
    code: 'SERVER_ERROR_APP_CONFIGURATION',
    variant: 'error',
    shortMessage: 'Server Error',
    longMessage: 'Failed to get app configuration',
  },
  RATE_LIMITED_APP_CONFIGURATION: {
    code: 'RATE_LIMITED_APP_CONFIGURATION',
    variant: 'error',
    shortMessage: 'Rate Limited',
    longMessage:
      'Too many requests for the app configuration (HTTP 429); local configuration is used',
  },
  INVALID_APP_CONFIGURATION: {
    code: 'INVALID_APP_CONFIGURATION',
    variant: 'error',
    shortMessage: 'Invalid App Configuration',
    longMessage:
      'The project configuration was refused (HTTP 403); check the project ID and origin',
  },
  SWITCH_NETWORK_NOT_FOUND: {
    code: 'SWITCH_NETWORK_NOT_FOUND',
    variant: 'error',
    shortMessage: 'Switch network not found',
    longMessage: 'The network to switch to is not one of the configured networks',
  },
  MULTI_WALLET_NOT_ENABLED: {
    code: 'MULTI_WALLET_NOT_ENABLED',
    variant: 'info',
    shortMessage: 'Multi-Wallet Not Enabled',
    longMessage: 'Multi-wallet is turned off in the project configuration',
  },
  LOCAL_CONFIGURATION_IGNORED: {
    code: 'LOCAL_CONFIGURATION_IGNORED',
    variant: 'warning',
    shortMessage: 'Local configuration ignored',
    longMessage:
      'The project configuration sets these features remotely; the local values are ignored',
  },
} as const satisfies Record<string, AlertMessage>

/** The kernel's alert codes; a plugin's alert is shown by its own code string. */
export type AlertCode = keyof typeof ALERTS

/**
 * Declares an alert a plugin shows; list it in the plugin's `alerts`.
 *
 * @example export const QUOTA_EXCEEDED = defineAlert({ code: 'QUOTA_EXCEEDED', variant: 'warning', shortMessage: 'Quota exceeded', longMessage: '...' })
 */
export function defineAlert<const Message extends AlertMessage>(message: Message): Message {
  return Object.freeze({ ...message })
}
