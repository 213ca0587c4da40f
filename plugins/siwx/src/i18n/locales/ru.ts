import type { Messages } from '@appkit/kernel'

export default {
  'siwx.error.noActiveCaipAddress': 'Активный адрес не найден',
  'siwx.error.noActiveCaipNetworkOrClient': 'Активная сеть или клиент не найдены',
  'siwx.error.noConnectionClient': 'Клиент подключения не найден',
  'siwx.error.signingFailed': 'Ошибка при подписи сообщения',
  'siwx.signIn.approveInWallet': 'Подтвердите запрос в кошельке',
  'siwx.signIn.cancel': 'Отмена',
  'siwx.signIn.explanation':
    'Подпишите сообщение в кошельке, чтобы подтвердить, что этот аккаунт в сети {networkName} принадлежит вам. Подпись бесплатна и не отправляет транзакцию.',
  'siwx.signIn.explanationWithoutNetwork':
    'Подпишите сообщение в кошельке, чтобы подтвердить, что этот аккаунт принадлежит вам. Подпись бесплатна и не отправляет транзакцию.',
  'siwx.signIn.required':
    'Вход обязателен: при отмене вы вернётесь в сеть, где уже выполнили вход, или кошелёк будет отключён.',
  'siwx.signIn.sign': 'Подписать',
  'siwx.signIn.signing': 'Подпись…',
  'siwx.signIn.title': 'Вход в {appName}',
  'siwx.signIn.titleWithoutAppName': 'Вход в это приложение',
  'siwx.title': 'Вход',
} satisfies Messages
