import type { Messages } from '@appkit/kernel'

export default {
  'siwx.error.noActiveCaipAddress': 'لم يُعثر على ActiveCaipAddress',
  'siwx.error.noActiveCaipNetworkOrClient': 'لم يُعثر على ActiveCaipNetwork أو العميل',
  'siwx.error.noConnectionClient': 'لم يُعثر على عميل ConnectionController',
  'siwx.error.signingFailed': 'خطأ في توقيع الرسالة',
  'siwx.signIn.approveInWallet': 'وافق على الطلب في محفظتك',
  'siwx.signIn.cancel': 'إلغاء',
  'siwx.signIn.explanation':
    'وقّع رسالة في محفظتك لإثبات أن هذا الحساب ملكك على {networkName}. التوقيع مجاني ولا يرسل أي معاملة.',
  'siwx.signIn.explanationWithoutNetwork':
    'وقّع رسالة في محفظتك لإثبات أن هذا الحساب ملكك. التوقيع مجاني ولا يرسل أي معاملة.',
  'siwx.signIn.required':
    'تسجيل الدخول مطلوب: الإلغاء يعيدك إلى شبكة سجّلت الدخول عليها، أو يقطع الاتصال.',
  'siwx.signIn.sign': 'توقيع',
  'siwx.signIn.signing': 'جارٍ التوقيع…',
  'siwx.signIn.title': 'تسجيل الدخول إلى {appName}',
  'siwx.signIn.titleWithoutAppName': 'تسجيل الدخول إلى هذا التطبيق',
  'siwx.title': 'تسجيل الدخول',
} satisfies Messages
