import type { Messages } from '@appkit/kernel'

export default {
  'siwx.error.noActiveCaipAddress': 'Nessun ActiveCaipAddress trovato',
  'siwx.error.noActiveCaipNetworkOrClient': 'Nessun ActiveCaipNetwork o client trovato',
  'siwx.error.noConnectionClient': 'Nessun client ConnectionController trovato',
  'siwx.error.signingFailed': 'Errore durante la firma del messaggio',
  'siwx.signIn.approveInWallet': 'Approva la richiesta nel tuo wallet',
  'siwx.signIn.cancel': 'Annulla',
  'siwx.signIn.explanation':
    'Firma un messaggio nel tuo wallet per dimostrare che questo account è tuo su {networkName}. La firma è gratuita e non invia alcuna transazione.',
  'siwx.signIn.explanationWithoutNetwork':
    'Firma un messaggio nel tuo wallet per dimostrare che questo account è tuo. La firma è gratuita e non invia alcuna transazione.',
  'siwx.signIn.required':
    "L'accesso è obbligatorio: se annulli, torni a una rete su cui hai già effettuato l'accesso oppure il wallet viene disconnesso.",
  'siwx.signIn.sign': 'Firma',
  'siwx.signIn.signing': 'Firma in corso…',
  'siwx.signIn.title': 'Accedi a {appName}',
  'siwx.signIn.titleWithoutAppName': 'Accedi a questa app',
  'siwx.title': 'Accedi',
} satisfies Messages
