// @appkit/ui/account-entries: how plugins add buttons to the Account view, without React.
export {
  ACCOUNT_ENTRIES,
  type AccountEntriesState,
  type AccountEntry,
  accountEntries,
  setAccountEntry,
} from './accountEntries.js'
export {
  ACCOUNT_FEATURE_ORDER,
  type AccountFeature,
  orderAccountEntries,
} from './orderAccountEntries.js'
export { showAccountEntryWhen } from './showAccountEntryWhen.js'
