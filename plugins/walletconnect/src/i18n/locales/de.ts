import type { Messages } from '@appkit/kernel'

export default {
  'walletconnect.copyLink.copied': 'Link kopiert',
  'walletconnect.copyLink.copy': 'Link kopieren',
  'walletconnect.copyLink.failed': 'Link konnte nicht kopiert werden',
  'walletconnect.pairing.expiredText':
    'Zu Ihrer Sicherheit sind Verbindungscodes 4 Minuten gültig.',
  'walletconnect.pairing.expiredTitle': 'QR-Code abgelaufen',
  'walletconnect.pairing.failedTitle': 'Verbindung fehlgeschlagen',
  'walletconnect.pairing.generating': 'QR-Code wird erstellt',
  'walletconnect.pairing.newQrCode': 'Neuen QR-Code anfordern',
  'walletconnect.pairing.rejectedText': 'Die Wallet hat die Verbindungsanfrage abgelehnt.',
  'walletconnect.pairing.rejectedTitle': 'Verbindung abgelehnt',
  'walletconnect.pairing.somethingWentWrong': 'Etwas ist schiefgelaufen',
  'walletconnect.pairing.tryAgain': 'Erneut versuchen',
  'walletconnect.qr.lead':
    'Scannen Sie diesen Code mit einer WalletConnect-Wallet auf Ihrem Telefon.',
  'walletconnect.qr.qrLabel': 'QR-Code zum Verbinden mit einer mobilen Wallet',
  'walletconnect.wallet.acceptRequest': 'Akzeptieren Sie die Verbindungsanfrage in der Wallet.',
  'walletconnect.wallet.continueIn': 'Weiter in {name}',
  'walletconnect.wallet.openAndScan': 'Scannen Sie diesen Code mit {name} auf Ihrem Telefon.',
  'walletconnect.wallet.openDesktopApp': 'Desktop-App von {name} öffnen',
  'walletconnect.wallet.openWallet': 'In {name} öffnen',
  'walletconnect.wallet.openWebApp': 'Web-App von {name} öffnen',
  'walletconnect.wallet.qrLabel': 'QR-Code zum Verbinden mit {name}',
  'walletconnect.wallet.scanWith': 'Mit {name} scannen',
  'walletconnect.wallet.yourWallet': 'Ihrer Wallet',
} satisfies Messages
