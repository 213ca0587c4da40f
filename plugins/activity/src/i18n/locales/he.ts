import type { Messages } from '@appkit/kernel'

export default {
  'activity.accountEntry': 'פעילות',
  'activity.fetchFailed': 'טעינת העסקאות נכשלה',
  'activity.title': 'פעילות',
  'activity.transaction.confirmed': 'אושרה',
  'activity.transaction.executed': 'בוצעה',
  'activity.transaction.failed': 'נכשלה',
  'activity.transaction.minted': 'הוטבעה',
  'activity.transaction.pending': 'ממתינה',
  'activity.transaction.received': 'התקבלה',
  'activity.transaction.sent': 'נשלחה',
  'activity.view.empty': 'אין פעילות עדיין',
  'activity.view.emptyHint': 'העסקאות שלך ברשת הזו יופיעו כאן.',
  'activity.view.evmOnly': 'הפעילות זמינה ברשתות EVM בלבד.',
  'activity.view.loadFailed': 'לא ניתן לטעון את הפעילות שלך.',
  'activity.view.loading': 'הפעילות בטעינה',
  'activity.view.loadingMore': 'עסקאות נוספות נטענות',
  'activity.view.noWallet': 'אין ארנק מחובר',
  'activity.view.pending':
    '{count, plural, one {עסקה אחת ממתינה} two {שתי עסקאות ממתינות} other {# עסקאות ממתינות}}',
  'activity.view.pendingOverLimit': 'יותר מ-{limit, number} עסקאות ממתינות',
  'activity.view.transactions': 'עסקאות',
  'activity.view.tryAgain': 'ניסיון נוסף',
} satisfies Messages
