import type { Messages } from '../MessageDescriptor.js'

export default {
  'alerts.INVALID_APP_CONFIGURATION.long':
    'Die Projektkonfiguration wurde abgelehnt (HTTP 403); prüfen Sie die Projekt-ID und den Ursprung',
  'alerts.INVALID_APP_CONFIGURATION.short': 'Ungültige App-Konfiguration',
  'alerts.INVALID_PROJECT_ID.long':
    'Die Projekt-ID ist ungültig: Kopieren Sie sie erneut aus Ihren Projekteinstellungen',
  'alerts.INVALID_PROJECT_ID.short': 'Ungültige Projekt-ID',
  'alerts.JWT_TOKEN_NOT_VALID.long':
    'Ihre Sitzung ist ungültig: Prüfen Sie die Zeiteinstellungen Ihres Geräts und verbinden Sie sich erneut',
  'alerts.JWT_TOKEN_NOT_VALID.short': 'Sitzung abgelaufen',
  'alerts.LOCAL_CONFIGURATION_IGNORED.long':
    'Die Projektkonfiguration legt diese Funktionen remote fest; die lokalen Werte werden ignoriert',
  'alerts.LOCAL_CONFIGURATION_IGNORED.short': 'Lokale Konfiguration ignoriert',
  'alerts.MULTI_WALLET_NOT_ENABLED.long':
    'Multi-Wallet ist in der Projektkonfiguration deaktiviert',
  'alerts.MULTI_WALLET_NOT_ENABLED.short': 'Multi-Wallet nicht aktiviert',
  'alerts.NETWORK_NOT_FOUND.long':
    'Netzwerk nicht gefunden - bitte stellen Sie sicher, dass es im networks-Array enthalten ist',
  'alerts.NETWORK_NOT_FOUND.short': 'Netzwerk nicht gefunden',
  'alerts.ORIGIN_NOT_ALLOWED.long':
    'Dieser Ursprung gehört nicht zu den zulässigen Ursprüngen des Projekts; fügen Sie ihn in den Projekteinstellungen hinzu',
  'alerts.ORIGIN_NOT_ALLOWED.short': 'Ursprung nicht zulässig',
  'alerts.PROJECT_ID_NOT_CONFIGURED.long': 'Übergeben Sie createAppKit eine projectId',
  'alerts.PROJECT_ID_NOT_CONFIGURED.short': 'Projekt-ID nicht konfiguriert',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.long':
    'Zu viele Anfragen für die App-Konfiguration (HTTP 429); die lokale Konfiguration wird verwendet',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.short': 'Zu viele Anfragen',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.long': 'App-Konfiguration konnte nicht abgerufen werden',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.short': 'Serverfehler',
  'alerts.SWITCH_NETWORK_NOT_FOUND.long':
    'Das Zielnetzwerk gehört nicht zu den konfigurierten Netzwerken',
  'alerts.SWITCH_NETWORK_NOT_FOUND.short': 'Zielnetzwerk nicht gefunden',
  'alerts.UNVERIFIED_DOMAIN.long': 'Diese Domain ist für das Projekt nicht verifiziert',
  'alerts.UNVERIFIED_DOMAIN.short': 'Nicht verifizierte Domain',
} satisfies Messages
