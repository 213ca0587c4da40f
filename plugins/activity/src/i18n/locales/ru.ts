import type { Messages } from '@appkit/kernel'

export default {
  'activity.accountEntry': 'Активность',
  'activity.fetchFailed': 'Не удалось получить транзакции',
  'activity.title': 'Активность',
  'activity.transaction.confirmed': 'Подтверждена',
  'activity.transaction.executed': 'Выполнено',
  'activity.transaction.failed': 'Ошибка',
  'activity.transaction.minted': 'Выпущено',
  'activity.transaction.pending': 'В ожидании',
  'activity.transaction.received': 'Получено',
  'activity.transaction.sent': 'Отправлено',
  'activity.view.empty': 'Пока нет активности',
  'activity.view.emptyHint': 'Здесь появятся ваши транзакции в этой сети.',
  'activity.view.evmOnly': 'Активность доступна только в сетях EVM.',
  'activity.view.loadFailed': 'Не удалось загрузить активность.',
  'activity.view.loading': 'Загрузка активности',
  'activity.view.loadingMore': 'Загрузка других транзакций',
  'activity.view.noWallet': 'Кошелёк не подключён',
  'activity.view.pending':
    '{count, plural, one {# в ожидании} few {# в ожидании} many {# в ожидании} other {# в ожидании}}',
  'activity.view.pendingOverLimit': '{limit, number}+ в ожидании',
  'activity.view.transactions': 'Транзакции',
  'activity.view.tryAgain': 'Повторить',
} satisfies Messages
