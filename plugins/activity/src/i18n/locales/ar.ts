import type { Messages } from '@appkit/kernel'

export default {
  'activity.accountEntry': 'النشاط',
  'activity.fetchFailed': 'تعذّر جلب المعاملات',
  'activity.title': 'النشاط',
  'activity.transaction.confirmed': 'مؤكَّدة',
  'activity.transaction.executed': 'تم التنفيذ',
  'activity.transaction.failed': 'فاشلة',
  'activity.transaction.minted': 'تم السكّ',
  'activity.transaction.pending': 'معلّقة',
  'activity.transaction.received': 'تم الاستلام',
  'activity.transaction.sent': 'تم الإرسال',
  'activity.view.empty': 'لا يوجد نشاط بعد',
  'activity.view.emptyHint': 'ستظهر معاملاتك على هذه الشبكة هنا.',
  'activity.view.evmOnly': 'النشاط متاح على شبكات EVM فقط.',
  'activity.view.loadFailed': 'تعذّر تحميل نشاطك.',
  'activity.view.loading': 'جارٍ تحميل النشاط',
  'activity.view.loadingMore': 'جارٍ تحميل المزيد من المعاملات',
  'activity.view.noWallet': 'لا توجد محفظة متصلة',
  'activity.view.pending':
    '{count, plural, zero {لا توجد معاملات معلّقة} one {معاملة واحدة معلّقة} two {معاملتان معلّقتان} few {# معاملات معلّقة} many {# معاملة معلّقة} other {# معاملة معلّقة}}',
  'activity.view.pendingOverLimit': 'أكثر من {limit, number} معاملة معلّقة',
  'activity.view.transactions': 'المعاملات',
  'activity.view.tryAgain': 'إعادة المحاولة',
} satisfies Messages
