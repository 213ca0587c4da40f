import type { Messages } from '../MessageDescriptor.js'

export default {
  'alerts.INVALID_APP_CONFIGURATION.long':
    'تم رفض إعدادات المشروع (HTTP 403)، تحقق من معرّف المشروع والمصدر',
  'alerts.INVALID_APP_CONFIGURATION.short': 'إعدادات التطبيق غير صالحة',
  'alerts.INVALID_PROJECT_ID.long': 'معرّف المشروع غير صالح: انسخه مرة أخرى من إعدادات مشروعك',
  'alerts.INVALID_PROJECT_ID.short': 'معرّف المشروع غير صالح',
  'alerts.JWT_TOKEN_NOT_VALID.long':
    'جلستك غير صالحة: تحقق من إعدادات الوقت في جهازك ثم أعد الاتصال',
  'alerts.JWT_TOKEN_NOT_VALID.short': 'انتهت صلاحية الجلسة',
  'alerts.LOCAL_CONFIGURATION_IGNORED.long':
    'تحدد إعدادات المشروع هذه الميزات عن بُعد، لذا يتم تجاهل القيم المحلية',
  'alerts.LOCAL_CONFIGURATION_IGNORED.short': 'تم تجاهل الإعدادات المحلية',
  'alerts.MULTI_WALLET_NOT_ENABLED.long': 'ميزة تعدد المحافظ معطّلة في إعدادات المشروع',
  'alerts.MULTI_WALLET_NOT_ENABLED.short': 'تعدد المحافظ غير مفعّل',
  'alerts.NETWORK_NOT_FOUND.long':
    'لم يتم العثور على الشبكة - يرجى التأكد من إدراجها في مصفوفة الشبكات',
  'alerts.NETWORK_NOT_FOUND.short': 'الشبكة غير موجودة',
  'alerts.ORIGIN_NOT_ALLOWED.long':
    'هذا المصدر ليس ضمن المصادر المسموح بها للمشروع، أضفه في إعدادات المشروع',
  'alerts.ORIGIN_NOT_ALLOWED.short': 'المصدر غير مسموح به',
  'alerts.PROJECT_ID_NOT_CONFIGURED.long': 'مرّر projectId إلى createAppKit',
  'alerts.PROJECT_ID_NOT_CONFIGURED.short': 'معرّف المشروع غير مُعدّ',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.long':
    'طلبات كثيرة جدًا لإعدادات التطبيق (HTTP 429)، يتم استخدام الإعدادات المحلية',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.short': 'تم تجاوز حد الطلبات',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.long': 'تعذّر الحصول على إعدادات التطبيق',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.short': 'خطأ في الخادم',
  'alerts.SWITCH_NETWORK_NOT_FOUND.long': 'الشبكة المطلوب التبديل إليها ليست ضمن الشبكات المُعدّة',
  'alerts.SWITCH_NETWORK_NOT_FOUND.short': 'شبكة التبديل غير موجودة',
  'alerts.UNVERIFIED_DOMAIN.long': 'هذا النطاق غير موثّق لهذا المشروع',
  'alerts.UNVERIFIED_DOMAIN.short': 'نطاق غير موثّق',
} satisfies Messages
