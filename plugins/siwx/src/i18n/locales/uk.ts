import type { Messages } from '@appkit/kernel'

export default {
  'siwx.error.noActiveCaipAddress': 'Активну адресу не знайдено',
  'siwx.error.noActiveCaipNetworkOrClient': 'Активну мережу або клієнт не знайдено',
  'siwx.error.noConnectionClient': 'Клієнт підключення не знайдено',
  'siwx.error.signingFailed': 'Помилка підпису повідомлення',
  'siwx.signIn.approveInWallet': 'Підтвердьте запит у гаманці',
  'siwx.signIn.cancel': 'Скасувати',
  'siwx.signIn.explanation':
    'Підпишіть повідомлення в гаманці, щоб підтвердити, що цей акаунт у мережі {networkName} належить вам. Підпис безкоштовний і не надсилає транзакцію.',
  'siwx.signIn.explanationWithoutNetwork':
    'Підпишіть повідомлення в гаманці, щоб підтвердити, що цей акаунт належить вам. Підпис безкоштовний і не надсилає транзакцію.',
  'siwx.signIn.required':
    'Вхід обов’язковий: у разі скасування ви повернетеся до мережі, у якій уже ввійшли, або гаманець буде відключено.',
  'siwx.signIn.sign': 'Підписати',
  'siwx.signIn.signing': 'Підписання…',
  'siwx.signIn.title': 'Вхід у {appName}',
  'siwx.signIn.titleWithoutAppName': 'Вхід у цей застосунок',
  'siwx.title': 'Вхід',
} satisfies Messages
