import { defineMessages } from '@appkit/kernel'

const PERIOD =
  '{period, select, hour {per hour} day {per day} week {per week} other {every {seconds} seconds}}'

/**
 * The approval screen for smart sessions (wallet_grantPermissions / wallet_revokePermissions).
 * `period` is hour, day, week or other (then `seconds` is the period's length).
 */
export const sessionApprovalMessages = defineMessages('secureFrame.sessions', {
  grantTitle: 'Grant permissions',
  revokeTitle: 'Revoke permissions',
  revokeDetails: 'Revoke session {sessionId} of {account} on chain {chainId}',
  /** `permissions`: the permissions described below, joined by '; '. */
  allow: 'Allow {signer} until {until} UTC: {permissions}',
  spendNative: `spend up to {amount} {symbol} ${PERIOD}`,
  spendToken: `spend up to {amount} {symbol} ({token}) ${PERIOD}`,
  spendTokenUnits: `spend up to {amount} units of token {token} ${PERIOD}`,
  callContract: 'call {address} {functions}',
})
