import type { Messages } from '../MessageDescriptor.js'

export default {
  'alerts.INVALID_APP_CONFIGURATION.long':
    'Конфигурация проекта отклонена (HTTP 403): проверьте ID проекта и источник (origin)',
  'alerts.INVALID_APP_CONFIGURATION.short': 'Неверная конфигурация',
  'alerts.INVALID_PROJECT_ID.long':
    'Неверный ID проекта: скопируйте его заново из настроек проекта',
  'alerts.INVALID_PROJECT_ID.short': 'Неверный ID проекта',
  'alerts.JWT_TOKEN_NOT_VALID.long':
    'Сеанс недействителен: проверьте настройки времени на устройстве и подключитесь заново',
  'alerts.JWT_TOKEN_NOT_VALID.short': 'Сеанс истёк',
  'alerts.LOCAL_CONFIGURATION_IGNORED.long':
    'Эти функции задаются удалённо в конфигурации проекта; локальные значения игнорируются',
  'alerts.LOCAL_CONFIGURATION_IGNORED.short': 'Локальная конфигурация игнорируется',
  'alerts.MULTI_WALLET_NOT_ENABLED.long': 'Мультикошелёк отключён в конфигурации проекта',
  'alerts.MULTI_WALLET_NOT_ENABLED.short': 'Мультикошелёк не включён',
  'alerts.NETWORK_NOT_FOUND.long': 'Сеть не найдена — убедитесь, что она есть в массиве networks',
  'alerts.NETWORK_NOT_FOUND.short': 'Сеть не найдена',
  'alerts.ORIGIN_NOT_ALLOWED.long':
    'Этого источника (origin) нет среди разрешённых для проекта; добавьте его в настройках проекта',
  'alerts.ORIGIN_NOT_ALLOWED.short': 'Источник не разрешён',
  'alerts.PROJECT_ID_NOT_CONFIGURED.long': 'Передайте projectId в createAppKit',
  'alerts.PROJECT_ID_NOT_CONFIGURED.short': 'ID проекта не задан',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.long':
    'Слишком много запросов конфигурации приложения (HTTP 429); используется локальная конфигурация',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.short': 'Превышен лимит запросов',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.long': 'Не удалось получить конфигурацию приложения',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.short': 'Ошибка сервера',
  'alerts.SWITCH_NETWORK_NOT_FOUND.long':
    'Сети, на которую нужно переключиться, нет среди настроенных сетей',
  'alerts.SWITCH_NETWORK_NOT_FOUND.short': 'Сеть для переключения не найдена',
  'alerts.UNVERIFIED_DOMAIN.long': 'Этот домен не подтверждён для проекта',
  'alerts.UNVERIFIED_DOMAIN.short': 'Домен не подтверждён',
} satisfies Messages
