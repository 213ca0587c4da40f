import type { Messages } from '../MessageDescriptor.js'

export default {
  'alerts.INVALID_APP_CONFIGURATION.long':
    'প্রজেক্ট কনফিগারেশন প্রত্যাখ্যাত হয়েছে (HTTP 403); প্রজেক্ট ID ও অরিজিন যাচাই করুন',
  'alerts.INVALID_APP_CONFIGURATION.short': 'অবৈধ অ্যাপ কনফিগারেশন',
  'alerts.INVALID_PROJECT_ID.long': 'প্রজেক্ট ID সঠিক নয়: আপনার প্রজেক্ট সেটিংস থেকে এটি আবার কপি করুন',
  'alerts.INVALID_PROJECT_ID.short': 'অবৈধ প্রজেক্ট ID',
  'alerts.JWT_TOKEN_NOT_VALID.long': 'আপনার সেশন অবৈধ: ডিভাইসের সময় সেটিংস যাচাই করে আবার কানেক্ট করুন',
  'alerts.JWT_TOKEN_NOT_VALID.short': 'সেশনের মেয়াদ শেষ',
  'alerts.LOCAL_CONFIGURATION_IGNORED.long':
    'প্রজেক্ট কনফিগারেশন এই ফিচারগুলো রিমোটভাবে সেট করে; লোকাল মানগুলো উপেক্ষা করা হয়েছে',
  'alerts.LOCAL_CONFIGURATION_IGNORED.short': 'লোকাল কনফিগারেশন উপেক্ষিত',
  'alerts.MULTI_WALLET_NOT_ENABLED.long': 'প্রজেক্ট কনফিগারেশনে মাল্টি-ওয়ালেট বন্ধ করা আছে',
  'alerts.MULTI_WALLET_NOT_ENABLED.short': 'মাল্টি-ওয়ালেট চালু নেই',
  'alerts.NETWORK_NOT_FOUND.long':
    'নেটওয়ার্ক পাওয়া যায়নি - অনুগ্রহ করে নিশ্চিত করুন যে এটি networks অ্যারেতে অন্তর্ভুক্ত আছে',
  'alerts.NETWORK_NOT_FOUND.short': 'নেটওয়ার্ক পাওয়া যায়নি',
  'alerts.ORIGIN_NOT_ALLOWED.long':
    'এই অরিজিনটি প্রজেক্টের অনুমোদিত অরিজিনের তালিকায় নেই; প্রজেক্ট সেটিংসে এটি যোগ করুন',
  'alerts.ORIGIN_NOT_ALLOWED.short': 'অরিজিন অনুমোদিত নয়',
  'alerts.PROJECT_ID_NOT_CONFIGURED.long': 'createAppKit-এ একটি projectId দিন',
  'alerts.PROJECT_ID_NOT_CONFIGURED.short': 'প্রজেক্ট ID কনফিগার করা নেই',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.long':
    'অ্যাপ কনফিগারেশনের জন্য অনেক বেশি অনুরোধ (HTTP 429); লোকাল কনফিগারেশন ব্যবহার করা হচ্ছে',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.short': 'অনুরোধের সীমা ছাড়িয়েছে',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.long': 'অ্যাপ কনফিগারেশন পাওয়া যায়নি',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.short': 'সার্ভার ত্রুটি',
  'alerts.SWITCH_NETWORK_NOT_FOUND.long':
    'যে নেটওয়ার্কে সুইচ করতে বলা হয়েছে, সেটি কনফিগার করা নেটওয়ার্কগুলোর মধ্যে নেই',
  'alerts.SWITCH_NETWORK_NOT_FOUND.short': 'সুইচ করার নেটওয়ার্ক পাওয়া যায়নি',
  'alerts.UNVERIFIED_DOMAIN.long': 'এই ডোমেইনটি প্রজেক্টের জন্য যাচাই করা হয়নি',
  'alerts.UNVERIFIED_DOMAIN.short': 'অযাচাইকৃত ডোমেইন',
} satisfies Messages
