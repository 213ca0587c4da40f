import type { Messages } from '@appkit/kernel'

export default {
  'siwx.error.noActiveCaipAddress': 'ActiveCaipAddress پیدا نشد',
  'siwx.error.noActiveCaipNetworkOrClient': 'ActiveCaipNetwork یا کلاینت پیدا نشد',
  'siwx.error.noConnectionClient': 'کلاینت ConnectionController پیدا نشد',
  'siwx.error.signingFailed': 'خطا در امضای پیام',
  'siwx.signIn.approveInWallet': 'درخواست را در کیف پول خود تأیید کنید',
  'siwx.signIn.cancel': 'لغو',
  'siwx.signIn.explanation':
    'برای اثبات اینکه این حساب در {networkName} متعلق به شماست، یک پیام را در کیف پول خود امضا کنید. امضا رایگان است و هیچ تراکنشی ارسال نمی‌کند.',
  'siwx.signIn.explanationWithoutNetwork':
    'برای اثبات اینکه این حساب متعلق به شماست، یک پیام را در کیف پول خود امضا کنید. امضا رایگان است و هیچ تراکنشی ارسال نمی‌کند.',
  'siwx.signIn.required':
    'ورود الزامی است: با لغو، به شبکه‌ای که در آن وارد شده‌اید برمی‌گردید یا اتصال قطع می‌شود.',
  'siwx.signIn.sign': 'امضا',
  'siwx.signIn.signing': 'در حال امضا…',
  'siwx.signIn.title': 'ورود به {appName}',
  'siwx.signIn.titleWithoutAppName': 'ورود به این برنامه',
  'siwx.title': 'ورود',
} satisfies Messages
