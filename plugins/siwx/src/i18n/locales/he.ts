import type { Messages } from '@appkit/kernel'

export default {
  'siwx.error.noActiveCaipAddress': 'לא נמצא ActiveCaipAddress',
  'siwx.error.noActiveCaipNetworkOrClient': 'לא נמצאו ActiveCaipNetwork או לקוח',
  'siwx.error.noConnectionClient': 'לא נמצא לקוח ConnectionController',
  'siwx.error.signingFailed': 'שגיאה בחתימה על ההודעה',
  'siwx.signIn.approveInWallet': 'יש לאשר את הבקשה בארנק',
  'siwx.signIn.cancel': 'ביטול',
  'siwx.signIn.explanation':
    'כדי להוכיח שהחשבון הזה שלך ב-{networkName}, יש לחתום על הודעה בארנק. החתימה בחינם ולא שולחת עסקה.',
  'siwx.signIn.explanationWithoutNetwork':
    'כדי להוכיח שהחשבון הזה שלך, יש לחתום על הודעה בארנק. החתימה בחינם ולא שולחת עסקה.',
  'siwx.signIn.required': 'נדרשת התחברות: ביטול יחזיר אותך לרשת שהתחברת בה, או ינתק את החיבור.',
  'siwx.signIn.sign': 'חתימה',
  'siwx.signIn.signing': 'מתבצעת חתימה…',
  'siwx.signIn.title': 'התחברות ל-{appName}',
  'siwx.signIn.titleWithoutAppName': 'התחברות לאפליקציה הזו',
  'siwx.title': 'התחברות',
} satisfies Messages
