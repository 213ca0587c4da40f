import type { Messages } from '@appkit/kernel'

export default {
  'walletconnect.copyLink.copied': 'Link copiado',
  'walletconnect.copyLink.copy': 'Copiar link',
  'walletconnect.copyLink.failed': 'Não foi possível copiar o link',
  'walletconnect.pairing.expiredText': 'Para sua segurança, os códigos de conexão duram 4 minutos.',
  'walletconnect.pairing.expiredTitle': 'QR code expirado',
  'walletconnect.pairing.failedTitle': 'Falha na conexão',
  'walletconnect.pairing.generating': 'Gerando o QR code',
  'walletconnect.pairing.newQrCode': 'Gerar um novo QR code',
  'walletconnect.pairing.rejectedText': 'A carteira rejeitou a solicitação de conexão.',
  'walletconnect.pairing.rejectedTitle': 'Conexão rejeitada',
  'walletconnect.pairing.somethingWentWrong': 'Algo deu errado',
  'walletconnect.pairing.tryAgain': 'Tentar novamente',
  'walletconnect.qr.lead':
    'Escaneie este código com uma carteira compatível com WalletConnect no seu celular.',
  'walletconnect.qr.qrLabel': 'QR code para conectar uma carteira móvel',
  'walletconnect.wallet.acceptRequest': 'Aceite a solicitação de conexão na carteira.',
  'walletconnect.wallet.continueIn': 'Continue em {name}',
  'walletconnect.wallet.openAndScan': 'Abra {name} no seu celular e escaneie este código.',
  'walletconnect.wallet.openDesktopApp': 'Abrir {name} para desktop',
  'walletconnect.wallet.openWallet': 'Abrir {name}',
  'walletconnect.wallet.openWebApp': 'Abrir {name} na web',
  'walletconnect.wallet.qrLabel': 'QR code para conectar com {name}',
  'walletconnect.wallet.scanWith': 'Escaneie com {name}',
  'walletconnect.wallet.yourWallet': 'sua carteira',
} satisfies Messages
