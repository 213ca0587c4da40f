import type { Messages } from '../MessageDescriptor.js'

export default {
  'alerts.INVALID_APP_CONFIGURATION.long':
    'הגדרות הפרויקט נדחו (HTTP 403). יש לבדוק את מזהה הפרויקט ואת המקור',
  'alerts.INVALID_APP_CONFIGURATION.short': 'הגדרות אפליקציה לא תקינות',
  'alerts.INVALID_PROJECT_ID.long': 'מזהה הפרויקט לא תקין: יש להעתיק אותו שוב מהגדרות הפרויקט',
  'alerts.INVALID_PROJECT_ID.short': 'מזהה פרויקט לא תקין',
  'alerts.JWT_TOKEN_NOT_VALID.long':
    'ההתחברות שלך לא תקפה: יש לבדוק את הגדרות השעה במכשיר ולהתחבר מחדש',
  'alerts.JWT_TOKEN_NOT_VALID.short': 'תוקף ההתחברות פג',
  'alerts.LOCAL_CONFIGURATION_IGNORED.long':
    'הגדרות הפרויקט קובעות את התכונות האלה מרחוק, ולכן הערכים המקומיים לא נלקחים בחשבון',
  'alerts.LOCAL_CONFIGURATION_IGNORED.short': 'ההגדרות המקומיות לא הוחלו',
  'alerts.MULTI_WALLET_NOT_ENABLED.long': 'ריבוי ארנקים מושבת בהגדרות הפרויקט',
  'alerts.MULTI_WALLET_NOT_ENABLED.short': 'ריבוי ארנקים לא מופעל',
  'alerts.NETWORK_NOT_FOUND.long': 'הרשת לא נמצאה - יש לוודא שהיא כלולה במערך הרשתות',
  'alerts.NETWORK_NOT_FOUND.short': 'הרשת לא נמצאה',
  'alerts.ORIGIN_NOT_ALLOWED.long':
    'המקור הזה לא נמצא ברשימת המקורות המורשים של הפרויקט. יש להוסיף אותו בהגדרות הפרויקט',
  'alerts.ORIGIN_NOT_ALLOWED.short': 'המקור לא מורשה',
  'alerts.PROJECT_ID_NOT_CONFIGURED.long': 'יש להעביר projectId אל createAppKit',
  'alerts.PROJECT_ID_NOT_CONFIGURED.short': 'מזהה הפרויקט לא הוגדר',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.long':
    'יותר מדי בקשות להגדרות האפליקציה (HTTP 429). נעשה שימוש בהגדרות המקומיות',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.short': 'חריגה ממגבלת הבקשות',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.long': 'לא ניתן לקבל את הגדרות האפליקציה',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.short': 'שגיאת שרת',
  'alerts.SWITCH_NETWORK_NOT_FOUND.long': 'הרשת שאליה מנסים לעבור אינה אחת מהרשתות שהוגדרו',
  'alerts.SWITCH_NETWORK_NOT_FOUND.short': 'רשת היעד לא נמצאה',
  'alerts.UNVERIFIED_DOMAIN.long': 'הדומיין הזה לא אומת עבור הפרויקט',
  'alerts.UNVERIFIED_DOMAIN.short': 'דומיין לא מאומת',
} satisfies Messages
