import type { Messages } from '../MessageDescriptor.js'

export default {
  'alerts.INVALID_APP_CONFIGURATION.long':
    'Proje yapılandırması reddedildi (HTTP 403); proje kimliğini ve kaynağı (origin) kontrol edin',
  'alerts.INVALID_APP_CONFIGURATION.short': 'Geçersiz yapılandırma',
  'alerts.INVALID_PROJECT_ID.long':
    'Proje kimliği geçersiz: proje ayarlarınızdan yeniden kopyalayın',
  'alerts.INVALID_PROJECT_ID.short': 'Geçersiz proje kimliği',
  'alerts.JWT_TOKEN_NOT_VALID.long':
    'Oturumunuz geçersiz: cihazınızın saat ayarlarını kontrol edip yeniden bağlanın',
  'alerts.JWT_TOKEN_NOT_VALID.short': 'Oturumun süresi doldu',
  'alerts.LOCAL_CONFIGURATION_IGNORED.long':
    'Proje yapılandırması bu özellikleri uzaktan ayarlıyor; yerel değerler yok sayılıyor',
  'alerts.LOCAL_CONFIGURATION_IGNORED.short': 'Yerel yapılandırma yok sayıldı',
  'alerts.MULTI_WALLET_NOT_ENABLED.long': 'Çoklu cüzdan, proje yapılandırmasında kapalı',
  'alerts.MULTI_WALLET_NOT_ENABLED.short': 'Çoklu cüzdan etkin değil',
  'alerts.NETWORK_NOT_FOUND.long':
    'Ağ bulunamadı - lütfen networks dizisine eklendiğinden emin olun',
  'alerts.NETWORK_NOT_FOUND.short': 'Ağ bulunamadı',
  'alerts.ORIGIN_NOT_ALLOWED.long':
    'Bu kaynak (origin), projenin izin verilen kaynakları arasında değil; proje ayarlarından ekleyin',
  'alerts.ORIGIN_NOT_ALLOWED.short': 'Kaynağa izin verilmiyor',
  'alerts.PROJECT_ID_NOT_CONFIGURED.long': 'createAppKit işlevine bir projectId iletin',
  'alerts.PROJECT_ID_NOT_CONFIGURED.short': 'Proje kimliği ayarlanmadı',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.long':
    'Uygulama yapılandırması için çok fazla istek (HTTP 429); yerel yapılandırma kullanılıyor',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.short': 'İstek sınırı aşıldı',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.long': 'Uygulama yapılandırması alınamadı',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.short': 'Sunucu hatası',
  'alerts.SWITCH_NETWORK_NOT_FOUND.long':
    'Geçilmek istenen ağ, yapılandırılmış ağlardan biri değil',
  'alerts.SWITCH_NETWORK_NOT_FOUND.short': 'Geçilecek ağ bulunamadı',
  'alerts.UNVERIFIED_DOMAIN.long': 'Bu alan adı proje için doğrulanmamış',
  'alerts.UNVERIFIED_DOMAIN.short': 'Doğrulanmamış alan adı',
} satisfies Messages
