import type { Messages } from '@appkit/kernel'

export default {
  'siwx.error.noActiveCaipAddress': 'ActiveCaipAddress পাওয়া যায়নি',
  'siwx.error.noActiveCaipNetworkOrClient': 'ActiveCaipNetwork বা ক্লায়েন্ট পাওয়া যায়নি',
  'siwx.error.noConnectionClient': 'ConnectionController ক্লায়েন্ট পাওয়া যায়নি',
  'siwx.error.signingFailed': 'মেসেজ সাইন করতে ত্রুটি হয়েছে',
  'siwx.signIn.approveInWallet': 'আপনার ওয়ালেটে অনুরোধটি অনুমোদন করুন',
  'siwx.signIn.cancel': 'বাতিল করুন',
  'siwx.signIn.explanation':
    '{networkName}-এ এই অ্যাকাউন্টটি যে আপনার, তা প্রমাণ করতে আপনার ওয়ালেটে একটি মেসেজ সাইন করুন। সাইন করা বিনামূল্যে এবং এতে কোনো লেনদেন পাঠানো হয় না।',
  'siwx.signIn.explanationWithoutNetwork':
    'এই অ্যাকাউন্টটি যে আপনার, তা প্রমাণ করতে আপনার ওয়ালেটে একটি মেসেজ সাইন করুন। সাইন করা বিনামূল্যে এবং এতে কোনো লেনদেন পাঠানো হয় না।',
  'siwx.signIn.required':
    'সাইন ইন করা আবশ্যক: বাতিল করলে আপনি যে নেটওয়ার্কে সাইন ইন করেছিলেন সেখানে ফিরে যাবেন, নয়তো ডিসকানেক্ট হয়ে যাবে।',
  'siwx.signIn.sign': 'সাইন করুন',
  'siwx.signIn.signing': 'সাইন করা হচ্ছে…',
  'siwx.signIn.title': '{appName}-এ সাইন ইন করুন',
  'siwx.signIn.titleWithoutAppName': 'এই অ্যাপে সাইন ইন করুন',
  'siwx.title': 'সাইন ইন করুন',
} satisfies Messages
