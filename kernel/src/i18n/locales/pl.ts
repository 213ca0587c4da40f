import type { Messages } from '../MessageDescriptor.js'

export default {
  'alerts.INVALID_APP_CONFIGURATION.long':
    'Konfiguracja projektu została odrzucona (HTTP 403): sprawdź ID projektu i źródło (origin)',
  'alerts.INVALID_APP_CONFIGURATION.short': 'Nieprawidłowa konfiguracja',
  'alerts.INVALID_PROJECT_ID.long':
    'Nieprawidłowe ID projektu: skopiuj je ponownie z ustawień projektu',
  'alerts.INVALID_PROJECT_ID.short': 'Nieprawidłowe ID projektu',
  'alerts.JWT_TOKEN_NOT_VALID.long':
    'Sesja jest nieważna: sprawdź ustawienia czasu na urządzeniu i połącz się ponownie',
  'alerts.JWT_TOKEN_NOT_VALID.short': 'Sesja wygasła',
  'alerts.LOCAL_CONFIGURATION_IGNORED.long':
    'Konfiguracja projektu ustawia te funkcje zdalnie; wartości lokalne są ignorowane',
  'alerts.LOCAL_CONFIGURATION_IGNORED.short': 'Zignorowano konfigurację lokalną',
  'alerts.MULTI_WALLET_NOT_ENABLED.long':
    'Obsługa wielu portfeli jest wyłączona w konfiguracji projektu',
  'alerts.MULTI_WALLET_NOT_ENABLED.short': 'Wiele portfeli nie jest włączone',
  'alerts.NETWORK_NOT_FOUND.long': 'Nie znaleziono sieci — upewnij się, że jest w tablicy networks',
  'alerts.NETWORK_NOT_FOUND.short': 'Nie znaleziono sieci',
  'alerts.ORIGIN_NOT_ALLOWED.long':
    'Tego źródła (origin) nie ma wśród dozwolonych źródeł projektu; dodaj je w ustawieniach projektu',
  'alerts.ORIGIN_NOT_ALLOWED.short': 'Niedozwolone źródło',
  'alerts.PROJECT_ID_NOT_CONFIGURED.long': 'Przekaż projectId do createAppKit',
  'alerts.PROJECT_ID_NOT_CONFIGURED.short': 'Nie skonfigurowano ID projektu',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.long':
    'Zbyt wiele zapytań o konfigurację aplikacji (HTTP 429); używana jest konfiguracja lokalna',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.short': 'Przekroczono limit zapytań',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.long': 'Nie udało się pobrać konfiguracji aplikacji',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.short': 'Błąd serwera',
  'alerts.SWITCH_NETWORK_NOT_FOUND.long':
    'Sieci, na którą ma nastąpić przełączenie, nie ma wśród skonfigurowanych sieci',
  'alerts.SWITCH_NETWORK_NOT_FOUND.short': 'Nie znaleziono sieci docelowej',
  'alerts.UNVERIFIED_DOMAIN.long': 'Ta domena nie jest zweryfikowana dla projektu',
  'alerts.UNVERIFIED_DOMAIN.short': 'Niezweryfikowana domena',
} satisfies Messages
