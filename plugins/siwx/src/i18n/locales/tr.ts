import type { Messages } from '@appkit/kernel'

export default {
  'siwx.error.noActiveCaipAddress': 'Etkin adres bulunamadı',
  'siwx.error.noActiveCaipNetworkOrClient': 'Etkin ağ veya istemci bulunamadı',
  'siwx.error.noConnectionClient': 'Bağlantı istemcisi bulunamadı',
  'siwx.error.signingFailed': 'Mesaj imzalanırken hata oluştu',
  'siwx.signIn.approveInWallet': 'İsteği cüzdanınızda onaylayın',
  'siwx.signIn.cancel': 'İptal',
  'siwx.signIn.explanation':
    'Bu hesabın {networkName} üzerinde size ait olduğunu kanıtlamak için cüzdanınızda bir mesaj imzalayın. İmzalamak ücretsizdir ve işlem göndermez.',
  'siwx.signIn.explanationWithoutNetwork':
    'Bu hesabın size ait olduğunu kanıtlamak için cüzdanınızda bir mesaj imzalayın. İmzalamak ücretsizdir ve işlem göndermez.',
  'siwx.signIn.required':
    'Giriş yapmak zorunludur: iptal ederseniz giriş yaptığınız bir ağa dönülür veya bağlantı kesilir.',
  'siwx.signIn.sign': 'İmzala',
  'siwx.signIn.signing': 'İmzalanıyor…',
  'siwx.signIn.title': '{appName} için giriş yap',
  'siwx.signIn.titleWithoutAppName': 'Bu uygulamaya giriş yap',
  'siwx.title': 'Giriş yap',
} satisfies Messages
