import type { Messages } from '@appkit/kernel'

export default {
  'secureFrame.consent.approve': 'অনুমোদন করুন',
  'secureFrame.consent.approved': 'অনুমোদিত হয়েছে। আপনি এখন অ্যাপে ফিরে যেতে পারেন।',
  'secureFrame.consent.cancel': 'বাতিল করুন',
  'secureFrame.consent.failed': 'কিছু একটা সমস্যা হয়েছে',
  'secureFrame.consent.farcasterIntro':
    '{provider}-এর অনুমোদনের জায়গায় একটি লোকাল ডেমো: {provider} যে ইউজারনেম ফেরত দিত, সেটি বেছে নিন।',
  'secureFrame.consent.heading': '{provider} দিয়ে সাইন ইন করুন',
  'secureFrame.consent.intro':
    '{provider}-এর সম্মতি পেজের জায়গায় একটি লোকাল ডেমো: {provider} যে ইউজারনেম ফেরত দিত, সেটি বেছে নিন।',
  'secureFrame.consent.invalidUsername': 'একটি ইউজারনেম লিখুন: অক্ষর, সংখ্যা, . _ - # (সর্বোচ্চ 64)',
  'secureFrame.consent.linkExpired': 'এই লগইন লিংকের মেয়াদ শেষ হয়ে গেছে',
  'secureFrame.consent.linkExpiredPage':
    'এই লগইন লিংকের মেয়াদ শেষ হয়ে গেছে। এই উইন্ডোটি বন্ধ করে আবার চেষ্টা করুন।',
  'secureFrame.consent.linkExpiredTitle': 'লিংকের মেয়াদ শেষ',
  'secureFrame.consent.openerGone': 'যে পেজ এই উইন্ডোটি খুলেছিল, সেটি আর নেই।',
  'secureFrame.consent.pageTitle': '{provider} দিয়ে সাইন ইন করুন (AppKit এমুলেটর)',
  'secureFrame.consent.username': 'ইউজারনেম',
  'secureFrame.email.confirmChange': 'আপনার ইমেল পরিবর্তন নিশ্চিত করুন',
  'secureFrame.email.confirmNew': 'আপনার নতুন ইমেল নিশ্চিত করুন',
  'secureFrame.email.loginCode': 'আপনার AppKit লগইন কোড',
  'secureFrame.email.newDevice': 'নতুন ডিভাইস অনুমোদন করুন',
  'secureFrame.frame.approve': 'অনুমোদন করুন',
  'secureFrame.frame.loading': 'লোড হচ্ছে…',
  'secureFrame.frame.notEmbeddable': 'এই পেজে ওয়ালেটটি এমবেড করা যাবে না।',
  'secureFrame.frame.pageTitle': 'AppKit সুরক্ষিত ওয়ালেট',
  'secureFrame.frame.ready': 'সুরক্ষিত ওয়ালেট প্রস্তুত।',
  'secureFrame.frame.reject': 'প্রত্যাখ্যান করুন',
  'secureFrame.frame.requestedBy':
    '{network, select, solana {Solana} other {চেইন {chainId}}} · অনুরোধ করেছে {origin}',
  'secureFrame.frame.requestedByNamed':
    '{network, select, solana {Solana} other {চেইন {chainId}}} · অনুরোধ করেছে {dappName} ({origin})',
  'secureFrame.frame.sendCalls': 'কল পাঠান',
  'secureFrame.frame.sendTransaction': 'লেনদেন পাঠান',
  'secureFrame.frame.signMessage': 'মেসেজ সাইন করুন',
  'secureFrame.frame.signTypedData': 'টাইপড ডেটা সাইন করুন',
  'secureFrame.sessions.allow': '{signer}-কে {until} UTC পর্যন্ত অনুমতি দিন: {permissions}',
  'secureFrame.sessions.callContract': '{address}-এ {functions} কল করা',
  'secureFrame.sessions.grantTitle': 'অনুমতি দিন',
  'secureFrame.sessions.revokeDetails': 'চেইন {chainId}-এ {account}-এর সেশন {sessionId} প্রত্যাহার করুন',
  'secureFrame.sessions.revokeTitle': 'অনুমতি প্রত্যাহার করুন',
  'secureFrame.sessions.spendNative':
    '{period, select, hour {প্রতি ঘণ্টায়} day {প্রতিদিন} week {প্রতি সপ্তাহে} other {প্রতি {seconds} সেকেন্ডে}} সর্বোচ্চ {amount} {symbol} খরচ করা',
  'secureFrame.sessions.spendToken':
    '{period, select, hour {প্রতি ঘণ্টায়} day {প্রতিদিন} week {প্রতি সপ্তাহে} other {প্রতি {seconds} সেকেন্ডে}} সর্বোচ্চ {amount} {symbol} ({token}) খরচ করা',
  'secureFrame.sessions.spendTokenUnits':
    '{period, select, hour {প্রতি ঘণ্টায়} day {প্রতিদিন} week {প্রতি সপ্তাহে} other {প্রতি {seconds} সেকেন্ডে}} টোকেন {token}-এর সর্বোচ্চ {amount} ইউনিট খরচ করা',
  'secureFrame.solana.callProgram': 'প্রোগ্রাম {programId} কল করুন',
  'secureFrame.solana.noInstructions': 'কোনো নির্দেশনা নেই',
  'secureFrame.solana.sendSol': '{to} ঠিকানায় {amount} SOL পাঠান',
  'secureFrame.solana.sendToken': 'টোকেন অ্যাকাউন্ট {account}-এ টোকেন {mint}-এর {amount} পাঠান',
  'secureFrame.solana.sendTokenUnits': 'টোকেন অ্যাকাউন্ট {account}-এ {amount} টোকেন বেস ইউনিট পাঠান',
  'secureFrame.solana.sendTransactionTitle': 'লেনদেন পাঠান (Solana)',
  'secureFrame.solana.signAllTransactionsTitle': 'সব লেনদেন সাইন করুন (Solana)',
  'secureFrame.solana.signMessageTitle': 'মেসেজ সাইন করুন (Solana)',
  'secureFrame.solana.signTransactionTitle': 'লেনদেন সাইন করুন (Solana)',
  'secureFrame.solana.transactionHeader': 'লেনদেন {number}:',
} satisfies Messages
