import type { Messages } from '@appkit/kernel'

export default {
  'walletconnect.copyLink.copied': 'Skopiowano link',
  'walletconnect.copyLink.copy': 'Kopiuj link',
  'walletconnect.copyLink.failed': 'Nie udało się skopiować linku',
  'walletconnect.pairing.expiredText':
    'Ze względów bezpieczeństwa kody połączenia są ważne 4 minuty.',
  'walletconnect.pairing.expiredTitle': 'Kod QR wygasł',
  'walletconnect.pairing.failedTitle': 'Połączenie nieudane',
  'walletconnect.pairing.generating': 'Generowanie kodu QR',
  'walletconnect.pairing.newQrCode': 'Wygeneruj nowy kod QR',
  'walletconnect.pairing.rejectedText': 'Portfel odrzucił prośbę o połączenie.',
  'walletconnect.pairing.rejectedTitle': 'Połączenie odrzucone',
  'walletconnect.pairing.somethingWentWrong': 'Coś poszło nie tak',
  'walletconnect.pairing.tryAgain': 'Spróbuj ponownie',
  'walletconnect.qr.lead': 'Zeskanuj ten kod portfelem obsługującym WalletConnect na telefonie.',
  'walletconnect.qr.qrLabel': 'Kod QR do połączenia z portfelem mobilnym',
  'walletconnect.wallet.acceptRequest': 'Zaakceptuj prośbę o połączenie w portfelu.',
  'walletconnect.wallet.continueIn': 'Otwórz {name}, aby kontynuować',
  'walletconnect.wallet.openAndScan': 'Otwórz {name} na telefonie i zeskanuj ten kod.',
  'walletconnect.wallet.openDesktopApp': 'Otwórz {name} na komputerze',
  'walletconnect.wallet.openWallet': 'Otwórz {name}',
  'walletconnect.wallet.openWebApp': 'Otwórz {name} w przeglądarce',
  'walletconnect.wallet.qrLabel': 'Kod QR do połączenia przez {name}',
  'walletconnect.wallet.scanWith': 'Zeskanuj przez {name}',
  'walletconnect.wallet.yourWallet': 'Twój portfel',
} satisfies Messages
