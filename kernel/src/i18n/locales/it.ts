import type { Messages } from '../MessageDescriptor.js'

export default {
  'alerts.INVALID_APP_CONFIGURATION.long':
    "La configurazione del progetto è stata rifiutata (HTTP 403): controlla l'ID del progetto e l'origine",
  'alerts.INVALID_APP_CONFIGURATION.short': 'Configurazione non valida',
  'alerts.INVALID_PROJECT_ID.long':
    "L'ID del progetto non è valido: copialo di nuovo dalle impostazioni del progetto",
  'alerts.INVALID_PROJECT_ID.short': 'ID progetto non valido',
  'alerts.JWT_TOKEN_NOT_VALID.long':
    'La sessione non è valida: controlla le impostazioni di data e ora del dispositivo e riconnettiti',
  'alerts.JWT_TOKEN_NOT_VALID.short': 'Sessione scaduta',
  'alerts.LOCAL_CONFIGURATION_IGNORED.long':
    'La configurazione del progetto imposta queste funzioni da remoto; i valori locali vengono ignorati',
  'alerts.LOCAL_CONFIGURATION_IGNORED.short': 'Configurazione locale ignorata',
  'alerts.MULTI_WALLET_NOT_ENABLED.long':
    'La modalità multi-wallet è disattivata nella configurazione del progetto',
  'alerts.MULTI_WALLET_NOT_ENABLED.short': 'Multi-wallet non attivo',
  'alerts.NETWORK_NOT_FOUND.long':
    "Rete non trovata: assicurati che sia inclusa nell'array networks",
  'alerts.NETWORK_NOT_FOUND.short': 'Rete non trovata',
  'alerts.ORIGIN_NOT_ALLOWED.long':
    'Questa origine non è tra le origini consentite del progetto; aggiungila nelle impostazioni del progetto',
  'alerts.ORIGIN_NOT_ALLOWED.short': 'Origine non consentita',
  'alerts.PROJECT_ID_NOT_CONFIGURED.long': 'Passa un projectId a createAppKit',
  'alerts.PROJECT_ID_NOT_CONFIGURED.short': 'ID progetto non configurato',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.long':
    "Troppe richieste per la configurazione dell'app (HTTP 429); viene usata la configurazione locale",
  'alerts.RATE_LIMITED_APP_CONFIGURATION.short': 'Troppe richieste',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.long': "Impossibile ottenere la configurazione dell'app",
  'alerts.SERVER_ERROR_APP_CONFIGURATION.short': 'Errore del server',
  'alerts.SWITCH_NETWORK_NOT_FOUND.long': 'La rete a cui passare non è tra le reti configurate',
  'alerts.SWITCH_NETWORK_NOT_FOUND.short': 'Rete di destinazione non trovata',
  'alerts.UNVERIFIED_DOMAIN.long': 'Questo dominio non è verificato per il progetto',
  'alerts.UNVERIFIED_DOMAIN.short': 'Dominio non verificato',
} satisfies Messages
