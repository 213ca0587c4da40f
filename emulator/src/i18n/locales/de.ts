import type { Messages } from '@appkit/kernel'

export default {
  'secureFrame.consent.approve': 'Genehmigen',
  'secureFrame.consent.approved': 'Genehmigt. Sie können zur App zurückkehren.',
  'secureFrame.consent.cancel': 'Abbrechen',
  'secureFrame.consent.failed': 'Etwas ist schiefgelaufen',
  'secureFrame.consent.farcasterIntro':
    'Lokaler Ersatz für die Genehmigung durch {provider}: Wählen Sie den Benutzernamen, den {provider} zurückgeben würde.',
  'secureFrame.consent.heading': 'Mit {provider} anmelden',
  'secureFrame.consent.intro':
    'Lokaler Ersatz für die Zustimmungsseite von {provider}: Wählen Sie den Benutzernamen, den {provider} zurückgeben würde.',
  'secureFrame.consent.invalidUsername':
    'Geben Sie einen Benutzernamen ein: Buchstaben, Ziffern, . _ - # (höchstens 64)',
  'secureFrame.consent.linkExpired': 'Dieser Anmeldelink ist abgelaufen',
  'secureFrame.consent.linkExpiredPage':
    'Dieser Anmeldelink ist abgelaufen. Schließen Sie dieses Fenster und versuchen Sie es erneut.',
  'secureFrame.consent.linkExpiredTitle': 'Link abgelaufen',
  'secureFrame.consent.openerGone':
    'Die Seite, die dieses Fenster geöffnet hat, ist nicht mehr vorhanden.',
  'secureFrame.consent.pageTitle': 'Mit {provider} anmelden (AppKit-Emulator)',
  'secureFrame.consent.username': 'Benutzername',
  'secureFrame.email.confirmChange': 'Bestätigen Sie die Änderung Ihrer E-Mail-Adresse',
  'secureFrame.email.confirmNew': 'Bestätigen Sie Ihre neue E-Mail-Adresse',
  'secureFrame.email.loginCode': 'Ihr AppKit-Anmeldecode',
  'secureFrame.email.newDevice': 'Genehmigen Sie ein neues Gerät',
  'secureFrame.frame.approve': 'Genehmigen',
  'secureFrame.frame.loading': 'Wird geladen…',
  'secureFrame.frame.notEmbeddable': 'Diese Seite darf die Wallet nicht einbetten.',
  'secureFrame.frame.pageTitle': 'Sichere AppKit-Wallet',
  'secureFrame.frame.ready': 'Sichere Wallet bereit.',
  'secureFrame.frame.reject': 'Ablehnen',
  'secureFrame.frame.requestedBy':
    '{network, select, solana {Solana} other {Chain {chainId}}} · angefordert von {origin}',
  'secureFrame.frame.requestedByNamed':
    '{network, select, solana {Solana} other {Chain {chainId}}} · angefordert von {dappName} ({origin})',
  'secureFrame.frame.sendCalls': 'Aufrufe senden',
  'secureFrame.frame.sendTransaction': 'Transaktion senden',
  'secureFrame.frame.signMessage': 'Nachricht signieren',
  'secureFrame.frame.signTypedData': 'Typisierte Daten signieren',
  'secureFrame.sessions.allow': '{signer} bis {until} UTC erlauben: {permissions}',
  'secureFrame.sessions.callContract': '{address} {functions} aufrufen',
  'secureFrame.sessions.grantTitle': 'Berechtigungen erteilen',
  'secureFrame.sessions.revokeDetails':
    'Sitzung {sessionId} von {account} auf Chain {chainId} widerrufen',
  'secureFrame.sessions.revokeTitle': 'Berechtigungen widerrufen',
  'secureFrame.sessions.spendNative':
    'bis zu {amount} {symbol} {period, select, hour {pro Stunde} day {pro Tag} week {pro Woche} other {alle {seconds} Sekunden}} ausgeben',
  'secureFrame.sessions.spendToken':
    'bis zu {amount} {symbol} ({token}) {period, select, hour {pro Stunde} day {pro Tag} week {pro Woche} other {alle {seconds} Sekunden}} ausgeben',
  'secureFrame.sessions.spendTokenUnits':
    'bis zu {amount} Einheiten des Tokens {token} {period, select, hour {pro Stunde} day {pro Tag} week {pro Woche} other {alle {seconds} Sekunden}} ausgeben',
  'secureFrame.solana.callProgram': 'Programm {programId} aufrufen',
  'secureFrame.solana.noInstructions': 'Keine Anweisungen',
  'secureFrame.solana.sendSol': '{amount} SOL an {to} senden',
  'secureFrame.solana.sendToken': '{amount} des Tokens {mint} an das Token-Konto {account} senden',
  'secureFrame.solana.sendTokenUnits':
    '{amount} Token-Basiseinheiten an das Token-Konto {account} senden',
  'secureFrame.solana.sendTransactionTitle': 'Transaktion senden (Solana)',
  'secureFrame.solana.signAllTransactionsTitle': 'Transaktionen signieren (Solana)',
  'secureFrame.solana.signMessageTitle': 'Nachricht signieren (Solana)',
  'secureFrame.solana.signTransactionTitle': 'Transaktion signieren (Solana)',
  'secureFrame.solana.transactionHeader': 'Transaktion {number}:',
} satisfies Messages
