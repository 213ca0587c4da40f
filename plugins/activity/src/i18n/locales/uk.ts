import type { Messages } from '@appkit/kernel'

export default {
  'activity.accountEntry': 'Активність',
  'activity.fetchFailed': 'Не вдалося отримати транзакції',
  'activity.title': 'Активність',
  'activity.transaction.confirmed': 'Підтверджена',
  'activity.transaction.executed': 'Виконано',
  'activity.transaction.failed': 'Помилка',
  'activity.transaction.minted': 'Випущено',
  'activity.transaction.pending': 'В очікуванні',
  'activity.transaction.received': 'Отримано',
  'activity.transaction.sent': 'Надіслано',
  'activity.view.empty': 'Ще немає активності',
  'activity.view.emptyHint': 'Тут з’являться ваші транзакції в цій мережі.',
  'activity.view.evmOnly': 'Активність доступна лише в мережах EVM.',
  'activity.view.loadFailed': 'Не вдалося завантажити активність.',
  'activity.view.loading': 'Завантаження активності',
  'activity.view.loadingMore': 'Завантаження інших транзакцій',
  'activity.view.noWallet': 'Гаманець не підключено',
  'activity.view.pending':
    '{count, plural, one {# в очікуванні} few {# в очікуванні} many {# в очікуванні} other {# в очікуванні}}',
  'activity.view.pendingOverLimit': '{limit, number}+ в очікуванні',
  'activity.view.transactions': 'Транзакції',
  'activity.view.tryAgain': 'Повторити',
} satisfies Messages
