import type { Messages } from '@appkit/kernel'

export default {
  'walletconnect.copyLink.copied': 'Lien copié',
  'walletconnect.copyLink.copy': 'Copier le lien',
  'walletconnect.copyLink.failed': 'Impossible de copier le lien',
  'walletconnect.pairing.expiredText':
    'Pour votre sécurité, les codes de connexion sont valables 4 minutes.',
  'walletconnect.pairing.expiredTitle': 'Code QR expiré',
  'walletconnect.pairing.failedTitle': 'Échec de la connexion',
  'walletconnect.pairing.generating': 'Génération du code QR',
  'walletconnect.pairing.newQrCode': 'Obtenir un nouveau code QR',
  'walletconnect.pairing.rejectedText': 'Le portefeuille a refusé la demande de connexion.',
  'walletconnect.pairing.rejectedTitle': 'Connexion refusée',
  'walletconnect.pairing.somethingWentWrong': 'Une erreur est survenue',
  'walletconnect.pairing.tryAgain': 'Réessayer',
  'walletconnect.qr.lead':
    'Scannez ce code avec un portefeuille compatible WalletConnect sur votre téléphone.',
  'walletconnect.qr.qrLabel': 'Code QR pour connecter un portefeuille mobile',
  'walletconnect.wallet.acceptRequest': 'Acceptez la demande de connexion dans le portefeuille.',
  'walletconnect.wallet.continueIn': 'Continuer dans {name}',
  'walletconnect.wallet.openAndScan': 'Ouvrez {name} sur votre téléphone et scannez ce code.',
  'walletconnect.wallet.openDesktopApp': "Ouvrir l'application de bureau de {name}",
  'walletconnect.wallet.openWallet': 'Ouvrir {name}',
  'walletconnect.wallet.openWebApp': "Ouvrir l'application web de {name}",
  'walletconnect.wallet.qrLabel': 'Code QR pour se connecter avec {name}',
  'walletconnect.wallet.scanWith': 'Scanner avec {name}',
  'walletconnect.wallet.yourWallet': 'votre portefeuille',
} satisfies Messages
