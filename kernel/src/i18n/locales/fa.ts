import type { Messages } from '../MessageDescriptor.js'

export default {
  'alerts.INVALID_APP_CONFIGURATION.long':
    'پیکربندی پروژه رد شد (HTTP 403)؛ شناسه پروژه و مبدأ را بررسی کنید',
  'alerts.INVALID_APP_CONFIGURATION.short': 'پیکربندی برنامه نامعتبر است',
  'alerts.INVALID_PROJECT_ID.long':
    'شناسه پروژه نامعتبر است: آن را دوباره از تنظیمات پروژه کپی کنید',
  'alerts.INVALID_PROJECT_ID.short': 'شناسه پروژه نامعتبر',
  'alerts.JWT_TOKEN_NOT_VALID.long':
    'نشست شما نامعتبر است: تنظیمات زمان دستگاه را بررسی کنید و دوباره متصل شوید',
  'alerts.JWT_TOKEN_NOT_VALID.short': 'نشست منقضی شد',
  'alerts.LOCAL_CONFIGURATION_IGNORED.long':
    'پیکربندی پروژه این قابلیت‌ها را از راه دور تعیین می‌کند؛ مقادیر محلی نادیده گرفته می‌شوند',
  'alerts.LOCAL_CONFIGURATION_IGNORED.short': 'پیکربندی محلی نادیده گرفته شد',
  'alerts.MULTI_WALLET_NOT_ENABLED.long': 'قابلیت چند کیف پول در پیکربندی پروژه خاموش است',
  'alerts.MULTI_WALLET_NOT_ENABLED.short': 'چند کیف پول فعال نیست',
  'alerts.NETWORK_NOT_FOUND.long': 'شبکه پیدا نشد - لطفاً مطمئن شوید که در آرایه شبکه‌ها قرار دارد',
  'alerts.NETWORK_NOT_FOUND.short': 'شبکه پیدا نشد',
  'alerts.ORIGIN_NOT_ALLOWED.long':
    'این مبدأ در فهرست مبدأهای مجاز پروژه نیست؛ آن را در تنظیمات پروژه اضافه کنید',
  'alerts.ORIGIN_NOT_ALLOWED.short': 'مبدأ مجاز نیست',
  'alerts.PROJECT_ID_NOT_CONFIGURED.long': 'یک projectId به createAppKit بدهید',
  'alerts.PROJECT_ID_NOT_CONFIGURED.short': 'شناسه پروژه تنظیم نشده',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.long':
    'درخواست‌های بیش از حد برای پیکربندی برنامه (HTTP 429)؛ از پیکربندی محلی استفاده می‌شود',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.short': 'محدودیت تعداد درخواست',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.long': 'دریافت پیکربندی برنامه ناموفق بود',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.short': 'خطای سرور',
  'alerts.SWITCH_NETWORK_NOT_FOUND.long':
    'شبکه‌ای که قرار است به آن تغییر داده شود جزو شبکه‌های پیکربندی‌شده نیست',
  'alerts.SWITCH_NETWORK_NOT_FOUND.short': 'شبکه مقصد پیدا نشد',
  'alerts.UNVERIFIED_DOMAIN.long': 'این دامنه برای پروژه تأیید نشده است',
  'alerts.UNVERIFIED_DOMAIN.short': 'دامنه تأییدنشده',
} satisfies Messages
