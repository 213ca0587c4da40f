import type { Messages } from '@appkit/kernel'

export default {
  'walletconnect.copyLink.copied': 'Ссылка скопирована',
  'walletconnect.copyLink.copy': 'Копировать ссылку',
  'walletconnect.copyLink.failed': 'Не удалось скопировать ссылку',
  'walletconnect.pairing.expiredText': 'В целях безопасности коды подключения действуют 4 минуты.',
  'walletconnect.pairing.expiredTitle': 'QR-код устарел',
  'walletconnect.pairing.failedTitle': 'Ошибка подключения',
  'walletconnect.pairing.generating': 'Создание QR-кода',
  'walletconnect.pairing.newQrCode': 'Получить новый QR-код',
  'walletconnect.pairing.rejectedText': 'Кошелёк отклонил запрос на подключение.',
  'walletconnect.pairing.rejectedTitle': 'Подключение отклонено',
  'walletconnect.pairing.somethingWentWrong': 'Что-то пошло не так',
  'walletconnect.pairing.tryAgain': 'Повторить',
  'walletconnect.qr.lead':
    'Отсканируйте этот код кошельком с поддержкой WalletConnect на телефоне.',
  'walletconnect.qr.qrLabel': 'QR-код для подключения мобильного кошелька',
  'walletconnect.wallet.acceptRequest': 'Примите запрос на подключение в кошельке.',
  'walletconnect.wallet.continueIn': 'Перейдите в {name}',
  'walletconnect.wallet.openAndScan': 'Откройте {name} на телефоне и отсканируйте этот код.',
  'walletconnect.wallet.openDesktopApp': 'Открыть {name} на компьютере',
  'walletconnect.wallet.openWallet': 'Открыть {name}',
  'walletconnect.wallet.openWebApp': 'Открыть {name} в браузере',
  'walletconnect.wallet.qrLabel': 'QR-код для подключения через {name}',
  'walletconnect.wallet.scanWith': 'Отсканируйте через {name}',
  'walletconnect.wallet.yourWallet': 'ваш кошелёк',
} satisfies Messages
