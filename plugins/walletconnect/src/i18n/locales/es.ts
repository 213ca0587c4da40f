import type { Messages } from '@appkit/kernel'

export default {
  'walletconnect.copyLink.copied': 'Enlace copiado',
  'walletconnect.copyLink.copy': 'Copiar enlace',
  'walletconnect.copyLink.failed': 'No se pudo copiar el enlace',
  'walletconnect.pairing.expiredText': 'Por tu seguridad, los códigos de conexión duran 4 minutos.',
  'walletconnect.pairing.expiredTitle': 'Código QR expirado',
  'walletconnect.pairing.failedTitle': 'Error de conexión',
  'walletconnect.pairing.generating': 'Generando código QR',
  'walletconnect.pairing.newQrCode': 'Obtener un nuevo código QR',
  'walletconnect.pairing.rejectedText': 'La billetera rechazó la solicitud de conexión.',
  'walletconnect.pairing.rejectedTitle': 'Conexión rechazada',
  'walletconnect.pairing.somethingWentWrong': 'Algo salió mal',
  'walletconnect.pairing.tryAgain': 'Reintentar',
  'walletconnect.qr.lead':
    'Escanea este código con una billetera compatible con WalletConnect en tu teléfono.',
  'walletconnect.qr.qrLabel': 'Código QR para conectar una billetera móvil',
  'walletconnect.wallet.acceptRequest': 'Acepta la solicitud de conexión en la billetera.',
  'walletconnect.wallet.continueIn': 'Continúa en {name}',
  'walletconnect.wallet.openAndScan': 'Abre {name} en tu teléfono y escanea este código.',
  'walletconnect.wallet.openDesktopApp': 'Abrir la app de escritorio de {name}',
  'walletconnect.wallet.openWallet': 'Abrir {name}',
  'walletconnect.wallet.openWebApp': 'Abrir la app web de {name}',
  'walletconnect.wallet.qrLabel': 'Código QR para conectar con {name}',
  'walletconnect.wallet.scanWith': 'Escanea con {name}',
  'walletconnect.wallet.yourWallet': 'tu billetera',
} satisfies Messages
