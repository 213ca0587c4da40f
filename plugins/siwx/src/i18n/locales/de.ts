import type { Messages } from '@appkit/kernel'

export default {
  'siwx.error.noActiveCaipAddress': 'Keine aktive Adresse gefunden',
  'siwx.error.noActiveCaipNetworkOrClient': 'Kein aktives Netzwerk oder kein Client gefunden',
  'siwx.error.noConnectionClient': 'Kein Verbindungs-Client gefunden',
  'siwx.error.signingFailed': 'Fehler beim Signieren der Nachricht',
  'siwx.signIn.approveInWallet': 'Genehmigen Sie die Anfrage in Ihrer Wallet',
  'siwx.signIn.cancel': 'Abbrechen',
  'siwx.signIn.explanation':
    'Signieren Sie eine Nachricht in Ihrer Wallet, um zu beweisen, dass dieses Konto auf {networkName} Ihnen gehört. Das Signieren ist kostenlos und sendet keine Transaktion.',
  'siwx.signIn.explanationWithoutNetwork':
    'Signieren Sie eine Nachricht in Ihrer Wallet, um zu beweisen, dass dieses Konto Ihnen gehört. Das Signieren ist kostenlos und sendet keine Transaktion.',
  'siwx.signIn.required':
    'Die Anmeldung ist erforderlich: Abbrechen führt zurück zu einem Netzwerk, in dem Sie angemeldet sind, oder trennt die Verbindung.',
  'siwx.signIn.sign': 'Signieren',
  'siwx.signIn.signing': 'Wird signiert…',
  'siwx.signIn.title': 'Bei {appName} anmelden',
  'siwx.signIn.titleWithoutAppName': 'Bei dieser App anmelden',
  'siwx.title': 'Anmelden',
} satisfies Messages
