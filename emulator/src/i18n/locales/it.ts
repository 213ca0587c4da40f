import type { Messages } from '@appkit/kernel'

export default {
  'secureFrame.consent.approve': 'Approva',
  'secureFrame.consent.approved': "Approvato. Puoi tornare all'app.",
  'secureFrame.consent.cancel': 'Annulla',
  'secureFrame.consent.failed': 'Si è verificato un errore',
  'secureFrame.consent.farcasterIntro':
    "Sostituto locale dell'approvazione di {provider}: scegli il nome utente che {provider} restituirebbe.",
  'secureFrame.consent.heading': 'Accedi con {provider}',
  'secureFrame.consent.intro':
    'Sostituto locale della pagina di consenso di {provider}: scegli il nome utente che {provider} restituirebbe.',
  'secureFrame.consent.invalidUsername':
    'Inserisci un nome utente: lettere, cifre, . _ - # (massimo 64)',
  'secureFrame.consent.linkExpired': 'Questo link di accesso è scaduto',
  'secureFrame.consent.linkExpiredPage':
    'Questo link di accesso è scaduto. Chiudi questa finestra e riprova.',
  'secureFrame.consent.linkExpiredTitle': 'Link scaduto',
  'secureFrame.consent.openerGone':
    'La pagina che ha aperto questa finestra non è più disponibile.',
  'secureFrame.consent.pageTitle': 'Accedi con {provider} (emulatore AppKit)',
  'secureFrame.consent.username': 'Nome utente',
  'secureFrame.email.confirmChange': "Conferma la modifica dell'email",
  'secureFrame.email.confirmNew': 'Conferma la tua nuova email',
  'secureFrame.email.loginCode': 'Il tuo codice di accesso AppKit',
  'secureFrame.email.newDevice': 'Approva un nuovo dispositivo',
  'secureFrame.frame.approve': 'Approva',
  'secureFrame.frame.loading': 'Caricamento…',
  'secureFrame.frame.notEmbeddable': 'Questa pagina non può incorporare il wallet.',
  'secureFrame.frame.pageTitle': 'Wallet sicuro AppKit',
  'secureFrame.frame.ready': 'Wallet sicuro pronto.',
  'secureFrame.frame.reject': 'Rifiuta',
  'secureFrame.frame.requestedBy':
    '{network, select, solana {Solana} other {Catena {chainId}}} · richiesto da {origin}',
  'secureFrame.frame.requestedByNamed':
    '{network, select, solana {Solana} other {Catena {chainId}}} · richiesto da {dappName} ({origin})',
  'secureFrame.frame.sendCalls': 'Invia chiamate',
  'secureFrame.frame.sendTransaction': 'Invia transazione',
  'secureFrame.frame.signMessage': 'Firma messaggio',
  'secureFrame.frame.signTypedData': 'Firma dati tipizzati',
  'secureFrame.sessions.allow': 'Consenti a {signer} fino al {until} UTC: {permissions}',
  'secureFrame.sessions.callContract': 'chiamare {address} {functions}',
  'secureFrame.sessions.grantTitle': 'Concedi autorizzazioni',
  'secureFrame.sessions.revokeDetails':
    'Revoca la sessione {sessionId} di {account} sulla catena {chainId}',
  'secureFrame.sessions.revokeTitle': 'Revoca autorizzazioni',
  'secureFrame.sessions.spendNative':
    "spendere fino a {amount} {symbol} {period, select, hour {all'ora} day {al giorno} week {a settimana} other {ogni {seconds} secondi}}",
  'secureFrame.sessions.spendToken':
    "spendere fino a {amount} {symbol} ({token}) {period, select, hour {all'ora} day {al giorno} week {a settimana} other {ogni {seconds} secondi}}",
  'secureFrame.sessions.spendTokenUnits':
    "spendere fino a {amount} unità del token {token} {period, select, hour {all'ora} day {al giorno} week {a settimana} other {ogni {seconds} secondi}}",
  'secureFrame.solana.callProgram': 'Chiama il programma {programId}',
  'secureFrame.solana.noInstructions': 'Nessuna istruzione',
  'secureFrame.solana.sendSol': 'Invia {amount} SOL a {to}',
  'secureFrame.solana.sendToken': "Invia {amount} del token {mint} all'account token {account}",
  'secureFrame.solana.sendTokenUnits':
    "Invia {amount} unità base del token all'account token {account}",
  'secureFrame.solana.sendTransactionTitle': 'Invia transazione (Solana)',
  'secureFrame.solana.signAllTransactionsTitle': 'Firma transazioni (Solana)',
  'secureFrame.solana.signMessageTitle': 'Firma messaggio (Solana)',
  'secureFrame.solana.signTransactionTitle': 'Firma transazione (Solana)',
  'secureFrame.solana.transactionHeader': 'Transazione {number}:',
} satisfies Messages
