import type { Messages } from '../MessageDescriptor.js'

export default {
  'alerts.INVALID_APP_CONFIGURATION.long':
    'De projectconfiguratie is geweigerd (HTTP 403); controleer de project-ID en de oorsprong',
  'alerts.INVALID_APP_CONFIGURATION.short': 'Ongeldige appconfiguratie',
  'alerts.INVALID_PROJECT_ID.long':
    'De project-ID is ongeldig: kopieer hem opnieuw uit je projectinstellingen',
  'alerts.INVALID_PROJECT_ID.short': 'Ongeldige project-ID',
  'alerts.JWT_TOKEN_NOT_VALID.long':
    'Je sessie is ongeldig: controleer de tijdinstellingen van je apparaat en maak opnieuw verbinding',
  'alerts.JWT_TOKEN_NOT_VALID.short': 'Sessie verlopen',
  'alerts.LOCAL_CONFIGURATION_IGNORED.long':
    'De projectconfiguratie stelt deze functies op afstand in; de lokale waarden worden genegeerd',
  'alerts.LOCAL_CONFIGURATION_IGNORED.short': 'Lokale configuratie genegeerd',
  'alerts.MULTI_WALLET_NOT_ENABLED.long': 'Multi-wallet is uitgeschakeld in de projectconfiguratie',
  'alerts.MULTI_WALLET_NOT_ENABLED.short': 'Multi-wallet niet ingeschakeld',
  'alerts.NETWORK_NOT_FOUND.long':
    'Netwerk niet gevonden - zorg dat het in de networks-array staat',
  'alerts.NETWORK_NOT_FOUND.short': 'Netwerk niet gevonden',
  'alerts.ORIGIN_NOT_ALLOWED.long':
    'Deze oorsprong staat niet tussen de toegestane oorsprongen van het project; voeg hem toe in de projectinstellingen',
  'alerts.ORIGIN_NOT_ALLOWED.short': 'Oorsprong niet toegestaan',
  'alerts.PROJECT_ID_NOT_CONFIGURED.long': 'Geef een projectId door aan createAppKit',
  'alerts.PROJECT_ID_NOT_CONFIGURED.short': 'Project-ID niet geconfigureerd',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.long':
    'Te veel verzoeken voor de appconfiguratie (HTTP 429); de lokale configuratie wordt gebruikt',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.short': 'Te veel verzoeken',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.long': 'Kan de appconfiguratie niet ophalen',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.short': 'Serverfout',
  'alerts.SWITCH_NETWORK_NOT_FOUND.long':
    'Het netwerk om naar te wisselen hoort niet bij de geconfigureerde netwerken',
  'alerts.SWITCH_NETWORK_NOT_FOUND.short': 'Doelnetwerk niet gevonden',
  'alerts.UNVERIFIED_DOMAIN.long': 'Dit domein is niet geverifieerd voor het project',
  'alerts.UNVERIFIED_DOMAIN.short': 'Niet-geverifieerd domein',
} satisfies Messages
