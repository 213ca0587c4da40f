import type { Messages } from '@appkit/kernel'

export default {
  'names.accountEntry': 'Ad kaydet',
  'names.error.addressOrAuthConnectorNotFound':
    'Adres veya kimlik doğrulama bağlayıcısı bulunamadı',
  'names.error.namesForAddressFailed': 'Adrese ait adlar alınırken hata oluştu',
  'names.error.networkNotFound': 'Ağ bulunamadı',
  'names.error.registerNameFailed': '{name} adı kaydedilirken hata oluştu',
  'names.error.resolveNameFailed': 'Ad çözümlenirken hata oluştu',
  'names.error.suggestionsFailed': 'Ad önerileri alınırken hata oluştu',
  'names.nameRule': 'Yalnızca harf, rakam ve kısa çizgi; en az 4 karakter.',
  'names.register.alreadyRegistered': '{name} zaten kayıtlı',
  'names.register.available': '{name} kullanılabilir',
  'names.register.checking': '{name} kontrol ediliyor…',
  'names.register.nameLabel': 'Ad',
  'names.register.namePlaceholder': 'isminiz',
  'names.register.preparing': 'Kaydınız hazırlanıyor…',
  'names.register.register': 'Kaydet',
  'names.register.registering': 'Adınız kaydediliyor…',
  'names.register.signing': 'Adı kaydetmek için cüzdanınızdaki mesajı imzalayın.',
  'names.register.suggestionAvailable': 'Kullanılabilir',
  'names.register.suggestionRegistered': 'Kayıtlı',
  'names.register.suggestions': 'Öneriler',
  'names.registerSuccess.backToAccount': 'Hesaba dön',
  'names.registerSuccess.nameOfAccount': 'Bu artık hesabınızın adı.',
  'names.registerTitle': 'Bir ad seçin',
  'names.successTitle': 'Ad kaydedildi',
} satisfies Messages
