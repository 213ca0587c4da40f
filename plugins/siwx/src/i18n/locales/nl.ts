import type { Messages } from '@appkit/kernel'

export default {
  'siwx.error.noActiveCaipAddress': 'Geen actief adres gevonden',
  'siwx.error.noActiveCaipNetworkOrClient': 'Geen actief netwerk of client gevonden',
  'siwx.error.noConnectionClient': 'Geen verbindingsclient gevonden',
  'siwx.error.signingFailed': 'Fout bij ondertekenen van bericht',
  'siwx.signIn.approveInWallet': 'Keur het verzoek goed in je wallet',
  'siwx.signIn.cancel': 'Annuleren',
  'siwx.signIn.explanation':
    'Onderteken een bericht in je wallet om te bewijzen dat dit account op {networkName} van jou is. Ondertekenen is gratis en verstuurt geen transactie.',
  'siwx.signIn.explanationWithoutNetwork':
    'Onderteken een bericht in je wallet om te bewijzen dat dit account van jou is. Ondertekenen is gratis en verstuurt geen transactie.',
  'siwx.signIn.required':
    'Inloggen is verplicht: annuleren brengt je terug naar een netwerk waarop je bent ingelogd, of verbreekt de verbinding.',
  'siwx.signIn.sign': 'Ondertekenen',
  'siwx.signIn.signing': 'Ondertekenen…',
  'siwx.signIn.title': 'Inloggen bij {appName}',
  'siwx.signIn.titleWithoutAppName': 'Inloggen bij deze app',
  'siwx.title': 'Inloggen',
} satisfies Messages
