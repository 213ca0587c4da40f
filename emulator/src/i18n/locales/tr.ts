import type { Messages } from '@appkit/kernel'

export default {
  'secureFrame.consent.approve': 'Onayla',
  'secureFrame.consent.approved': 'Onaylandı. Uygulamaya geri dönebilirsiniz.',
  'secureFrame.consent.cancel': 'İptal',
  'secureFrame.consent.failed': 'Bir sorun oluştu',
  'secureFrame.consent.farcasterIntro':
    '{provider} onayının yerel bir simülasyonu: {provider} hizmetinin döndüreceği kullanıcı adını seçin.',
  'secureFrame.consent.heading': '{provider} ile giriş yap',
  'secureFrame.consent.intro':
    '{provider} izin sayfasının yerel bir simülasyonu: {provider} hizmetinin döndüreceği kullanıcı adını seçin.',
  'secureFrame.consent.invalidUsername':
    'Bir kullanıcı adı girin: harfler, rakamlar, . _ - # (en fazla 64)',
  'secureFrame.consent.linkExpired': 'Bu giriş bağlantısının süresi doldu',
  'secureFrame.consent.linkExpiredPage':
    'Bu giriş bağlantısının süresi doldu. Bu pencereyi kapatıp tekrar deneyin.',
  'secureFrame.consent.linkExpiredTitle': 'Bağlantının süresi doldu',
  'secureFrame.consent.openerGone': 'Bu pencereyi açan sayfa artık açık değil.',
  'secureFrame.consent.pageTitle': '{provider} ile giriş yap (AppKit emülatörü)',
  'secureFrame.consent.username': 'Kullanıcı adı',
  'secureFrame.email.confirmChange': 'E-posta değişikliğinizi onaylayın',
  'secureFrame.email.confirmNew': 'Yeni e-postanızı onaylayın',
  'secureFrame.email.loginCode': 'AppKit giriş kodunuz',
  'secureFrame.email.newDevice': 'Yeni bir cihazı onaylayın',
  'secureFrame.frame.approve': 'Onayla',
  'secureFrame.frame.loading': 'Yükleniyor…',
  'secureFrame.frame.notEmbeddable': 'Bu sayfanın cüzdanı yerleştirmesine izin verilmiyor.',
  'secureFrame.frame.pageTitle': 'AppKit güvenli cüzdan',
  'secureFrame.frame.ready': 'Güvenli cüzdan hazır.',
  'secureFrame.frame.reject': 'Reddet',
  'secureFrame.frame.requestedBy':
    '{network, select, solana {Solana} other {Zincir {chainId}}} · isteyen: {origin}',
  'secureFrame.frame.requestedByNamed':
    '{network, select, solana {Solana} other {Zincir {chainId}}} · isteyen: {dappName} ({origin})',
  'secureFrame.frame.sendCalls': 'Çağrıları gönder',
  'secureFrame.frame.sendTransaction': 'İşlem gönder',
  'secureFrame.frame.signMessage': 'Mesaj imzala',
  'secureFrame.frame.signTypedData': 'Yapılandırılmış veri imzala',
  'secureFrame.sessions.allow': '{signer} için {until} UTC tarihine kadar izin ver: {permissions}',
  'secureFrame.sessions.callContract': '{address} sözleşmesinde çağrı: {functions}',
  'secureFrame.sessions.grantTitle': 'İzin ver',
  'secureFrame.sessions.revokeDetails':
    'Zincir {chainId} üzerinde {account} hesabının {sessionId} oturumunu iptal et',
  'secureFrame.sessions.revokeTitle': 'İzinleri iptal et',
  'secureFrame.sessions.spendNative':
    '{period, select, hour {saatte} day {günde} week {haftada} other {her {seconds} saniyede}} en fazla {amount} {symbol} harcama',
  'secureFrame.sessions.spendToken':
    '{period, select, hour {saatte} day {günde} week {haftada} other {her {seconds} saniyede}} en fazla {amount} {symbol} ({token}) harcama',
  'secureFrame.sessions.spendTokenUnits':
    '{period, select, hour {saatte} day {günde} week {haftada} other {her {seconds} saniyede}} {token} tokeninden en fazla {amount} birim harcama',
  'secureFrame.solana.callProgram': '{programId} programını çağır',
  'secureFrame.solana.noInstructions': 'Talimat yok',
  'secureFrame.solana.sendSol': '{to} adresine {amount} SOL gönder',
  'secureFrame.solana.sendToken': '{account} token hesabına {mint} tokeninden {amount} gönder',
  'secureFrame.solana.sendTokenUnits':
    '{account} token hesabına {amount} token temel birimi gönder',
  'secureFrame.solana.sendTransactionTitle': 'İşlem gönder (Solana)',
  'secureFrame.solana.signAllTransactionsTitle': 'İşlemleri imzala (Solana)',
  'secureFrame.solana.signMessageTitle': 'Mesaj imzala (Solana)',
  'secureFrame.solana.signTransactionTitle': 'İşlem imzala (Solana)',
  'secureFrame.solana.transactionHeader': 'İşlem {number}:',
} satisfies Messages
