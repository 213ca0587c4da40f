import type { Messages } from '@appkit/kernel'

export default {
  'activity.accountEntry': 'Aktywność',
  'activity.fetchFailed': 'Nie udało się pobrać transakcji',
  'activity.title': 'Aktywność',
  'activity.transaction.confirmed': 'Potwierdzona',
  'activity.transaction.executed': 'Wykonano',
  'activity.transaction.failed': 'Nieudana',
  'activity.transaction.minted': 'Wybito',
  'activity.transaction.pending': 'Oczekująca',
  'activity.transaction.received': 'Odebrano',
  'activity.transaction.sent': 'Wysłano',
  'activity.view.empty': 'Brak aktywności',
  'activity.view.emptyHint': 'Twoje transakcje w tej sieci pojawią się tutaj.',
  'activity.view.evmOnly': 'Aktywność jest dostępna tylko w sieciach EVM.',
  'activity.view.loadFailed': 'Nie udało się wczytać aktywności.',
  'activity.view.loading': 'Wczytywanie aktywności',
  'activity.view.loadingMore': 'Wczytywanie kolejnych transakcji',
  'activity.view.noWallet': 'Brak połączonego portfela',
  'activity.view.pending':
    '{count, plural, one {# oczekująca} few {# oczekujące} many {# oczekujących} other {# oczekującej}}',
  'activity.view.pendingOverLimit': '{limit, number}+ oczekujących',
  'activity.view.transactions': 'Transakcje',
  'activity.view.tryAgain': 'Spróbuj ponownie',
} satisfies Messages
