import type { Messages } from '@appkit/kernel'

export default {
  'secureFrame.consent.approve': 'تأیید',
  'secureFrame.consent.approved': 'تأیید شد. می‌توانید به برنامه برگردید.',
  'secureFrame.consent.cancel': 'لغو',
  'secureFrame.consent.failed': 'مشکلی پیش آمد',
  'secureFrame.consent.farcasterIntro':
    'جایگزین محلی برای تأیید {provider}: نام کاربری‌ای را که {provider} برمی‌گرداند انتخاب کنید.',
  'secureFrame.consent.heading': 'ورود با {provider}',
  'secureFrame.consent.intro':
    'جایگزین محلی برای صفحه رضایت {provider}: نام کاربری‌ای را که {provider} برمی‌گرداند انتخاب کنید.',
  'secureFrame.consent.invalidUsername':
    'یک نام کاربری وارد کنید: حروف، ارقام، . _ - # (حداکثر ۶۴ نویسه)',
  'secureFrame.consent.linkExpired': 'این لینک ورود منقضی شده است',
  'secureFrame.consent.linkExpiredPage':
    'این لینک ورود منقضی شده است. این پنجره را ببندید و دوباره تلاش کنید.',
  'secureFrame.consent.linkExpiredTitle': 'لینک منقضی شد',
  'secureFrame.consent.openerGone': 'صفحه‌ای که این پنجره را باز کرده بود دیگر وجود ندارد.',
  'secureFrame.consent.pageTitle': 'ورود با {provider} (شبیه‌ساز AppKit)',
  'secureFrame.consent.username': 'نام کاربری',
  'secureFrame.email.confirmChange': 'تغییر ایمیل خود را تأیید کنید',
  'secureFrame.email.confirmNew': 'ایمیل جدید خود را تأیید کنید',
  'secureFrame.email.loginCode': 'کد ورود شما به AppKit',
  'secureFrame.email.newDevice': 'تأیید دستگاه جدید',
  'secureFrame.frame.approve': 'تأیید',
  'secureFrame.frame.loading': 'در حال بارگیری…',
  'secureFrame.frame.notEmbeddable': 'این صفحه مجاز به جاسازی کیف پول نیست.',
  'secureFrame.frame.pageTitle': 'کیف پول امن AppKit',
  'secureFrame.frame.ready': 'کیف پول امن آماده است.',
  'secureFrame.frame.reject': 'رد',
  'secureFrame.frame.requestedBy':
    '{network, select, solana {Solana} other {زنجیره {chainId}}} · درخواست‌شده توسط {origin}',
  'secureFrame.frame.requestedByNamed':
    '{network, select, solana {Solana} other {زنجیره {chainId}}} · درخواست‌شده توسط {dappName} ({origin})',
  'secureFrame.frame.sendCalls': 'ارسال فراخوانی‌ها',
  'secureFrame.frame.sendTransaction': 'ارسال تراکنش',
  'secureFrame.frame.signMessage': 'امضای پیام',
  'secureFrame.frame.signTypedData': 'امضای داده‌های ساختاریافته',
  'secureFrame.sessions.allow': 'اجازه به {signer} تا {until} UTC برای: {permissions}',
  'secureFrame.sessions.callContract': 'فراخوانی {address} {functions}',
  'secureFrame.sessions.grantTitle': 'اعطای مجوزها',
  'secureFrame.sessions.revokeDetails': 'ابطال نشست {sessionId} حساب {account} در زنجیره {chainId}',
  'secureFrame.sessions.revokeTitle': 'ابطال مجوزها',
  'secureFrame.sessions.spendNative':
    'خرج کردن تا سقف {amount} {symbol} {period, select, hour {در هر ساعت} day {در هر روز} week {در هر هفته} other {هر {seconds} ثانیه}}',
  'secureFrame.sessions.spendToken':
    'خرج کردن تا سقف {amount} {symbol} ({token}) {period, select, hour {در هر ساعت} day {در هر روز} week {در هر هفته} other {هر {seconds} ثانیه}}',
  'secureFrame.sessions.spendTokenUnits':
    'خرج کردن تا سقف {amount} واحد از توکن {token} {period, select, hour {در هر ساعت} day {در هر روز} week {در هر هفته} other {هر {seconds} ثانیه}}',
  'secureFrame.solana.callProgram': 'فراخوانی برنامه {programId}',
  'secureFrame.solana.noInstructions': 'بدون دستورالعمل',
  'secureFrame.solana.sendSol': 'ارسال {amount} SOL به {to}',
  'secureFrame.solana.sendToken': 'ارسال {amount} از توکن {mint} به حساب توکن {account}',
  'secureFrame.solana.sendTokenUnits': 'ارسال {amount} واحد پایه توکن به حساب توکن {account}',
  'secureFrame.solana.sendTransactionTitle': 'ارسال تراکنش (Solana)',
  'secureFrame.solana.signAllTransactionsTitle': 'امضای تراکنش‌ها (Solana)',
  'secureFrame.solana.signMessageTitle': 'امضای پیام (Solana)',
  'secureFrame.solana.signTransactionTitle': 'امضای تراکنش (Solana)',
  'secureFrame.solana.transactionHeader': 'تراکنش {number}:',
} satisfies Messages
