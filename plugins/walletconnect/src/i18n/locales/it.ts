import type { Messages } from '@appkit/kernel'

export default {
  'walletconnect.copyLink.copied': 'Link copiato',
  'walletconnect.copyLink.copy': 'Copia link',
  'walletconnect.copyLink.failed': 'Impossibile copiare il link',
  'walletconnect.pairing.expiredText':
    'Per la tua sicurezza, i codici di connessione durano 4 minuti.',
  'walletconnect.pairing.expiredTitle': 'Codice QR scaduto',
  'walletconnect.pairing.failedTitle': 'Connessione non riuscita',
  'walletconnect.pairing.generating': 'Generazione del codice QR',
  'walletconnect.pairing.newQrCode': 'Genera un nuovo codice QR',
  'walletconnect.pairing.rejectedText': 'Il wallet ha rifiutato la richiesta di connessione.',
  'walletconnect.pairing.rejectedTitle': 'Connessione rifiutata',
  'walletconnect.pairing.somethingWentWrong': 'Si è verificato un errore',
  'walletconnect.pairing.tryAgain': 'Riprova',
  'walletconnect.qr.lead':
    'Scansiona questo codice con un wallet compatibile con WalletConnect sul tuo telefono.',
  'walletconnect.qr.qrLabel': 'Codice QR per connettere un wallet mobile',
  'walletconnect.wallet.acceptRequest': 'Accetta la richiesta di connessione nel wallet.',
  'walletconnect.wallet.continueIn': 'Continua con {name}',
  'walletconnect.wallet.openAndScan': 'Apri {name} sul tuo telefono e scansiona questo codice.',
  'walletconnect.wallet.openDesktopApp': 'Apri {name} su desktop',
  'walletconnect.wallet.openWallet': 'Apri {name}',
  'walletconnect.wallet.openWebApp': 'Apri {name} nel browser',
  'walletconnect.wallet.qrLabel': 'Codice QR per connettersi con {name}',
  'walletconnect.wallet.scanWith': 'Scansiona con {name}',
  'walletconnect.wallet.yourWallet': 'il tuo wallet',
} satisfies Messages
