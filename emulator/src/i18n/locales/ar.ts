import type { Messages } from '@appkit/kernel'

export default {
  'secureFrame.consent.approve': 'موافقة',
  'secureFrame.consent.approved': 'تمت الموافقة. يمكنك العودة إلى التطبيق.',
  'secureFrame.consent.cancel': 'إلغاء',
  'secureFrame.consent.failed': 'حدث خطأ ما',
  'secureFrame.consent.farcasterIntro':
    'بديل محلي لصفحة موافقة {provider}: اختر اسم المستخدم الذي سيُرجعه {provider}.',
  'secureFrame.consent.heading': 'تسجيل الدخول باستخدام {provider}',
  'secureFrame.consent.intro':
    'بديل محلي لصفحة الإذن في {provider}: اختر اسم المستخدم الذي سيُرجعه {provider}.',
  'secureFrame.consent.invalidUsername': 'أدخل اسم مستخدم: أحرف وأرقام و . _ - # (بحد أقصى 64)',
  'secureFrame.consent.linkExpired': 'انتهت صلاحية رابط تسجيل الدخول هذا',
  'secureFrame.consent.linkExpiredPage':
    'انتهت صلاحية رابط تسجيل الدخول هذا. أغلق هذه النافذة وحاول مرة أخرى.',
  'secureFrame.consent.linkExpiredTitle': 'انتهت صلاحية الرابط',
  'secureFrame.consent.openerGone': 'الصفحة التي فتحت هذه النافذة لم تعد موجودة.',
  'secureFrame.consent.pageTitle': 'تسجيل الدخول باستخدام {provider} (محاكي AppKit)',
  'secureFrame.consent.username': 'اسم المستخدم',
  'secureFrame.email.confirmChange': 'أكّد تغيير بريدك الإلكتروني',
  'secureFrame.email.confirmNew': 'أكّد بريدك الإلكتروني الجديد',
  'secureFrame.email.loginCode': 'رمز تسجيل الدخول إلى AppKit',
  'secureFrame.email.newDevice': 'الموافقة على جهاز جديد',
  'secureFrame.frame.approve': 'موافقة',
  'secureFrame.frame.loading': 'جارٍ التحميل…',
  'secureFrame.frame.notEmbeddable': 'لا يُسمح لهذه الصفحة بتضمين المحفظة.',
  'secureFrame.frame.pageTitle': 'محفظة AppKit الآمنة',
  'secureFrame.frame.ready': 'المحفظة الآمنة جاهزة.',
  'secureFrame.frame.reject': 'رفض',
  'secureFrame.frame.requestedBy':
    '{network, select, solana {Solana} other {السلسلة {chainId}}} · بطلب من {origin}',
  'secureFrame.frame.requestedByNamed':
    '{network, select, solana {Solana} other {السلسلة {chainId}}} · بطلب من {dappName} ({origin})',
  'secureFrame.frame.sendCalls': 'إرسال الاستدعاءات',
  'secureFrame.frame.sendTransaction': 'إرسال المعاملة',
  'secureFrame.frame.signMessage': 'توقيع الرسالة',
  'secureFrame.frame.signTypedData': 'توقيع البيانات المنظَّمة',
  'secureFrame.sessions.allow': 'السماح لـ {signer} حتى {until} UTC بما يلي: {permissions}',
  'secureFrame.sessions.callContract': 'استدعاء {address} {functions}',
  'secureFrame.sessions.grantTitle': 'منح الأذونات',
  'secureFrame.sessions.revokeDetails':
    'إبطال الجلسة {sessionId} للحساب {account} على السلسلة {chainId}',
  'secureFrame.sessions.revokeTitle': 'إبطال الأذونات',
  'secureFrame.sessions.spendNative':
    'إنفاق ما يصل إلى {amount} {symbol} {period, select, hour {في الساعة} day {في اليوم} week {في الأسبوع} other {كل {seconds} ثانية}}',
  'secureFrame.sessions.spendToken':
    'إنفاق ما يصل إلى {amount} {symbol} ({token}) {period, select, hour {في الساعة} day {في اليوم} week {في الأسبوع} other {كل {seconds} ثانية}}',
  'secureFrame.sessions.spendTokenUnits':
    'إنفاق ما يصل إلى {amount} وحدة من الرمز المميز {token} {period, select, hour {في الساعة} day {في اليوم} week {في الأسبوع} other {كل {seconds} ثانية}}',
  'secureFrame.solana.callProgram': 'استدعاء البرنامج {programId}',
  'secureFrame.solana.noInstructions': 'لا توجد تعليمات',
  'secureFrame.solana.sendSol': 'إرسال {amount} SOL إلى {to}',
  'secureFrame.solana.sendToken': 'إرسال {amount} من الرمز المميز {mint} إلى حساب الرمز {account}',
  'secureFrame.solana.sendTokenUnits':
    'إرسال {amount} من الوحدات الأساسية للرمز المميز إلى حساب الرمز {account}',
  'secureFrame.solana.sendTransactionTitle': 'إرسال معاملة (Solana)',
  'secureFrame.solana.signAllTransactionsTitle': 'توقيع المعاملات (Solana)',
  'secureFrame.solana.signMessageTitle': 'توقيع رسالة (Solana)',
  'secureFrame.solana.signTransactionTitle': 'توقيع معاملة (Solana)',
  'secureFrame.solana.transactionHeader': 'المعاملة {number}:',
} satisfies Messages
