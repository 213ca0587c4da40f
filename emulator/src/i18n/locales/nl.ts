import type { Messages } from '@appkit/kernel'

export default {
  'secureFrame.consent.approve': 'Goedkeuren',
  'secureFrame.consent.approved': 'Goedgekeurd. Je kunt teruggaan naar de app.',
  'secureFrame.consent.cancel': 'Annuleren',
  'secureFrame.consent.failed': 'Er is iets misgegaan',
  'secureFrame.consent.farcasterIntro':
    'Lokale vervanger voor de goedkeuring van {provider}: kies de gebruikersnaam die {provider} zou teruggeven.',
  'secureFrame.consent.heading': 'Inloggen met {provider}',
  'secureFrame.consent.intro':
    'Lokale vervanger voor de toestemmingspagina van {provider}: kies de gebruikersnaam die {provider} zou teruggeven.',
  'secureFrame.consent.invalidUsername':
    'Voer een gebruikersnaam in: letters, cijfers, . _ - # (maximaal 64)',
  'secureFrame.consent.linkExpired': 'Deze inloglink is verlopen',
  'secureFrame.consent.linkExpiredPage':
    'Deze inloglink is verlopen. Sluit dit venster en probeer het opnieuw.',
  'secureFrame.consent.linkExpiredTitle': 'Link verlopen',
  'secureFrame.consent.openerGone': 'De pagina die dit venster heeft geopend, bestaat niet meer.',
  'secureFrame.consent.pageTitle': 'Inloggen met {provider} (AppKit-emulator)',
  'secureFrame.consent.username': 'Gebruikersnaam',
  'secureFrame.email.confirmChange': 'Bevestig je e-mailwijziging',
  'secureFrame.email.confirmNew': 'Bevestig je nieuwe e-mailadres',
  'secureFrame.email.loginCode': 'Je AppKit-inlogcode',
  'secureFrame.email.newDevice': 'Keur een nieuw apparaat goed',
  'secureFrame.frame.approve': 'Goedkeuren',
  'secureFrame.frame.loading': 'Laden…',
  'secureFrame.frame.notEmbeddable': 'Deze pagina mag de wallet niet insluiten.',
  'secureFrame.frame.pageTitle': 'Beveiligde AppKit-wallet',
  'secureFrame.frame.ready': 'Beveiligde wallet is klaar.',
  'secureFrame.frame.reject': 'Weigeren',
  'secureFrame.frame.requestedBy':
    '{network, select, solana {Solana} other {Chain {chainId}}} · aangevraagd door {origin}',
  'secureFrame.frame.requestedByNamed':
    '{network, select, solana {Solana} other {Chain {chainId}}} · aangevraagd door {dappName} ({origin})',
  'secureFrame.frame.sendCalls': 'Aanroepen verzenden',
  'secureFrame.frame.sendTransaction': 'Transactie verzenden',
  'secureFrame.frame.signMessage': 'Bericht ondertekenen',
  'secureFrame.frame.signTypedData': 'Getypeerde gegevens ondertekenen',
  'secureFrame.sessions.allow': '{signer} toestaan tot {until} UTC: {permissions}',
  'secureFrame.sessions.callContract': '{address} {functions} aanroepen',
  'secureFrame.sessions.grantTitle': 'Machtigingen verlenen',
  'secureFrame.sessions.revokeDetails':
    'Sessie {sessionId} van {account} op chain {chainId} intrekken',
  'secureFrame.sessions.revokeTitle': 'Machtigingen intrekken',
  'secureFrame.sessions.spendNative':
    'tot {amount} {symbol} {period, select, hour {per uur} day {per dag} week {per week} other {elke {seconds} seconden}} uitgeven',
  'secureFrame.sessions.spendToken':
    'tot {amount} {symbol} ({token}) {period, select, hour {per uur} day {per dag} week {per week} other {elke {seconds} seconden}} uitgeven',
  'secureFrame.sessions.spendTokenUnits':
    'tot {amount} eenheden van token {token} {period, select, hour {per uur} day {per dag} week {per week} other {elke {seconds} seconden}} uitgeven',
  'secureFrame.solana.callProgram': 'Programma {programId} aanroepen',
  'secureFrame.solana.noInstructions': 'Geen instructies',
  'secureFrame.solana.sendSol': '{amount} SOL naar {to} verzenden',
  'secureFrame.solana.sendToken': '{amount} van token {mint} naar tokenaccount {account} verzenden',
  'secureFrame.solana.sendTokenUnits':
    '{amount} token-basiseenheden naar tokenaccount {account} verzenden',
  'secureFrame.solana.sendTransactionTitle': 'Transactie verzenden (Solana)',
  'secureFrame.solana.signAllTransactionsTitle': 'Transacties ondertekenen (Solana)',
  'secureFrame.solana.signMessageTitle': 'Bericht ondertekenen (Solana)',
  'secureFrame.solana.signTransactionTitle': 'Transactie ondertekenen (Solana)',
  'secureFrame.solana.transactionHeader': 'Transactie {number}:',
} satisfies Messages
