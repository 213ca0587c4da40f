import type { Messages } from '@appkit/kernel'

export default {
  'secureFrame.consent.approve': 'אישור',
  'secureFrame.consent.approved': 'אושר. אפשר לחזור לאפליקציה.',
  'secureFrame.consent.cancel': 'ביטול',
  'secureFrame.consent.failed': 'משהו השתבש',
  'secureFrame.consent.farcasterIntro':
    'תחליף מקומי לאישור של {provider}: יש לבחור את שם המשתמש ש-{provider} יחזיר.',
  'secureFrame.consent.heading': 'התחברות עם {provider}',
  'secureFrame.consent.intro':
    'תחליף מקומי לדף ההסכמה של {provider}: יש לבחור את שם המשתמש ש-{provider} יחזיר.',
  'secureFrame.consent.invalidUsername': 'יש להזין שם משתמש: אותיות, ספרות, . _ - # (עד 64 תווים)',
  'secureFrame.consent.linkExpired': 'תוקף קישור ההתחברות הזה פג',
  'secureFrame.consent.linkExpiredPage':
    'תוקף קישור ההתחברות הזה פג. יש לסגור את החלון ולנסות שוב.',
  'secureFrame.consent.linkExpiredTitle': 'תוקף הקישור פג',
  'secureFrame.consent.openerGone': 'הדף שפתח את החלון הזה כבר לא קיים.',
  'secureFrame.consent.pageTitle': 'התחברות עם {provider} (אמולטור AppKit)',
  'secureFrame.consent.username': 'שם משתמש',
  'secureFrame.email.confirmChange': 'אישור שינוי כתובת האימייל',
  'secureFrame.email.confirmNew': 'אישור כתובת האימייל החדשה',
  'secureFrame.email.loginCode': 'קוד ההתחברות שלך ל-AppKit',
  'secureFrame.email.newDevice': 'אישור מכשיר חדש',
  'secureFrame.frame.approve': 'אישור',
  'secureFrame.frame.loading': 'בטעינה…',
  'secureFrame.frame.notEmbeddable': 'לדף הזה אין הרשאה להטמיע את הארנק.',
  'secureFrame.frame.pageTitle': 'הארנק המאובטח של AppKit',
  'secureFrame.frame.ready': 'הארנק המאובטח מוכן.',
  'secureFrame.frame.reject': 'דחייה',
  'secureFrame.frame.requestedBy':
    '{network, select, solana {Solana} other {רשת {chainId}}} · לבקשת {origin}',
  'secureFrame.frame.requestedByNamed':
    '{network, select, solana {Solana} other {רשת {chainId}}} · לבקשת {dappName} ({origin})',
  'secureFrame.frame.sendCalls': 'שליחת קריאות',
  'secureFrame.frame.sendTransaction': 'שליחת עסקה',
  'secureFrame.frame.signMessage': 'חתימה על הודעה',
  'secureFrame.frame.signTypedData': 'חתימה על נתונים מובנים',
  'secureFrame.sessions.allow': 'מתן הרשאה ל-{signer} עד {until} UTC: {permissions}',
  'secureFrame.sessions.callContract': 'קריאה ל-{address} {functions}',
  'secureFrame.sessions.grantTitle': 'מתן הרשאות',
  'secureFrame.sessions.revokeDetails': 'ביטול הסשן {sessionId} של {account} ברשת {chainId}',
  'secureFrame.sessions.revokeTitle': 'ביטול הרשאות',
  'secureFrame.sessions.spendNative':
    'הוצאה של עד {amount} {symbol} {period, select, hour {לשעה} day {ליום} week {לשבוע} other {בכל {seconds} שניות}}',
  'secureFrame.sessions.spendToken':
    'הוצאה של עד {amount} {symbol} ({token}) {period, select, hour {לשעה} day {ליום} week {לשבוע} other {בכל {seconds} שניות}}',
  'secureFrame.sessions.spendTokenUnits':
    'הוצאה של עד {amount} יחידות של הטוקן {token} {period, select, hour {לשעה} day {ליום} week {לשבוע} other {בכל {seconds} שניות}}',
  'secureFrame.solana.callProgram': 'קריאה לתוכנית {programId}',
  'secureFrame.solana.noInstructions': 'אין הוראות',
  'secureFrame.solana.sendSol': 'שליחת {amount} SOL אל {to}',
  'secureFrame.solana.sendToken': 'שליחת {amount} של הטוקן {mint} אל חשבון הטוקן {account}',
  'secureFrame.solana.sendTokenUnits':
    'שליחת {amount} יחידות בסיס של טוקן אל חשבון הטוקן {account}',
  'secureFrame.solana.sendTransactionTitle': 'שליחת עסקה (Solana)',
  'secureFrame.solana.signAllTransactionsTitle': 'חתימה על עסקאות (Solana)',
  'secureFrame.solana.signMessageTitle': 'חתימה על הודעה (Solana)',
  'secureFrame.solana.signTransactionTitle': 'חתימה על עסקה (Solana)',
  'secureFrame.solana.transactionHeader': 'עסקה {number}:',
} satisfies Messages
