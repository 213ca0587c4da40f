import type { Messages } from '../MessageDescriptor.js'

export default {
  'alerts.INVALID_APP_CONFIGURATION.long':
    'Конфігурацію проєкту відхилено (HTTP 403): перевірте ID проєкту та джерело (origin)',
  'alerts.INVALID_APP_CONFIGURATION.short': 'Недійсна конфігурація',
  'alerts.INVALID_PROJECT_ID.long':
    'Недійсний ID проєкту: скопіюйте його ще раз із налаштувань проєкту',
  'alerts.INVALID_PROJECT_ID.short': 'Недійсний ID проєкту',
  'alerts.JWT_TOKEN_NOT_VALID.long':
    'Сеанс недійсний: перевірте налаштування часу на пристрої та підключіться знову',
  'alerts.JWT_TOKEN_NOT_VALID.short': 'Сеанс завершився',
  'alerts.LOCAL_CONFIGURATION_IGNORED.long':
    'Ці функції задано віддалено в конфігурації проєкту; локальні значення ігноруються',
  'alerts.LOCAL_CONFIGURATION_IGNORED.short': 'Локальну конфігурацію проігноровано',
  'alerts.MULTI_WALLET_NOT_ENABLED.long': 'Мультигаманець вимкнено в конфігурації проєкту',
  'alerts.MULTI_WALLET_NOT_ENABLED.short': 'Мультигаманець не ввімкнено',
  'alerts.NETWORK_NOT_FOUND.long':
    'Мережу не знайдено — переконайтеся, що її додано до масиву networks',
  'alerts.NETWORK_NOT_FOUND.short': 'Мережу не знайдено',
  'alerts.ORIGIN_NOT_ALLOWED.long':
    'Цього джерела (origin) немає серед дозволених для проєкту; додайте його в налаштуваннях проєкту',
  'alerts.ORIGIN_NOT_ALLOWED.short': 'Джерело не дозволено',
  'alerts.PROJECT_ID_NOT_CONFIGURED.long': 'Передайте projectId у createAppKit',
  'alerts.PROJECT_ID_NOT_CONFIGURED.short': 'ID проєкту не задано',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.long':
    'Забагато запитів конфігурації застосунку (HTTP 429); використовується локальна конфігурація',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.short': 'Перевищено ліміт запитів',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.long': 'Не вдалося отримати конфігурацію застосунку',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.short': 'Помилка сервера',
  'alerts.SWITCH_NETWORK_NOT_FOUND.long':
    'Мережі, на яку потрібно перемкнутися, немає серед налаштованих мереж',
  'alerts.SWITCH_NETWORK_NOT_FOUND.short': 'Мережу для перемикання не знайдено',
  'alerts.UNVERIFIED_DOMAIN.long': 'Цей домен не підтверджено для проєкту',
  'alerts.UNVERIFIED_DOMAIN.short': 'Домен не підтверджено',
} satisfies Messages
