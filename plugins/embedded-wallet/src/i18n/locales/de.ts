import type { Messages } from '@appkit/kernel'

export default {
  'alerts.ACTION_NOT_ALLOWED.long': 'Der angeforderte RPC-Aufruf ist nicht erlaubt',
  'alerts.ACTION_NOT_ALLOWED.short': 'Aktion nicht erlaubt',
  'alerts.IFRAME_LOAD_FAILED.long':
    'Die eingebettete Wallet wurde nicht innerhalb von 20 Sekunden geladen',
  'alerts.IFRAME_LOAD_FAILED.short':
    'Netzwerkfehler - Eingebettete Wallet konnte nicht geladen werden',
  'alerts.IFRAME_REQUEST_TIMEOUT.long':
    'Die eingebettete Wallet hat nicht innerhalb von 120 Sekunden geantwortet',
  'alerts.IFRAME_REQUEST_TIMEOUT.short': 'Zeitüberschreitung der eingebetteten Wallet',
  'embeddedWallet.accountEntry.accountType': 'Kontotyp',
  'embeddedWallet.accountEntry.accountTypeEoa': 'Kontotyp: EOA',
  'embeddedWallet.accountEntry.accountTypeSmartAccount': 'Kontotyp: Smart Account',
  'embeddedWallet.accountEntry.updateEmail': 'E-Mail ändern',
  'embeddedWallet.accountType.deployed': 'Bereitgestellt',
  'embeddedWallet.accountType.eoa': 'EOA',
  'embeddedWallet.accountType.inUse': 'In Verwendung: {type}',
  'embeddedWallet.accountType.legend': 'Kontotyp',
  'embeddedWallet.accountType.notDeployed':
    'Noch nicht bereitgestellt: Das geschieht mit der ersten Transaktion',
  'embeddedWallet.accountType.notEnabled':
    'Smart Accounts sind in diesem Netzwerk nicht aktiviert: Es wird Ihr EOA verwendet.',
  'embeddedWallet.accountType.notReported': 'nicht gemeldet',
  'embeddedWallet.accountType.nowUsing':
    'Jetzt wird Ihr {type, select, eoa {EOA} other {Smart Account}} verwendet: {address}',
  'embeddedWallet.accountType.smartAccount': 'Smart Account',
  'embeddedWallet.approveTransaction.review': 'Prüfen Sie die Anfrage im sicheren Fenster unten.',
  'embeddedWallet.connecting.cancel': 'Abbrechen',
  'embeddedWallet.connecting.failed': 'Verbindung fehlgeschlagen',
  'embeddedWallet.connecting.tryAgain': 'Erneut versuchen',
  'embeddedWallet.email.codeSentTo': 'Geben Sie den an {email} gesendeten Code ein',
  'embeddedWallet.email.continue': 'Weiter',
  'embeddedWallet.email.deviceCodeLabel': 'Code zur Gerätegenehmigung',
  'embeddedWallet.email.emailLabel': 'E-Mail',
  'embeddedWallet.email.emailPlaceholder': 'name@beispiel.de',
  'embeddedWallet.email.newDevice':
    'Dieses Gerät ist neu für Ihr Konto. Genehmigen Sie es mit dem an {email} gesendeten Code',
  'embeddedWallet.emailLoginChunk.loadFailed':
    'Modul für die E-Mail-Anmeldung konnte nicht geladen werden',
  'embeddedWallet.farcaster.copyFailed': 'Link konnte nicht kopiert werden',
  'embeddedWallet.farcaster.copyLink': 'Link kopieren',
  'embeddedWallet.farcaster.linkCopied': 'Link kopiert',
  'embeddedWallet.farcaster.openApprovalPage': 'Farcaster-Genehmigungsseite öffnen',
  'embeddedWallet.farcaster.preparing': 'Farcaster-Anmeldung wird vorbereitet…',
  'embeddedWallet.farcaster.qrLabel': 'QR-Code zur Anmeldung mit Farcaster',
  'embeddedWallet.farcaster.scan':
    'Scannen Sie diesen Code mit dem Telefon, auf dem Sie Farcaster nutzen, oder öffnen Sie dort den Link.',
  'embeddedWallet.farcaster.signIn': 'Mit Farcaster anmelden',
  'embeddedWallet.frame.title': 'Eingebettete Wallet',
  'embeddedWallet.loginFailure.failedToInitiateSocial':
    'Social-Login konnte nicht gestartet werden',
  'embeddedWallet.loginFailure.invalidCode': 'Ungültiger Einmalcode',
  'embeddedWallet.loginFailure.invalidEmail': 'Ungültige E-Mail-Adresse',
  'embeddedWallet.loginFailure.popupClosed': 'Pop-up geschlossen',
  'embeddedWallet.loginFailure.somethingWentWrong': 'Etwas ist schiefgelaufen',
  'embeddedWallet.loginFailure.tryAgainAfter':
    'Bitte versuchen Sie es in {seconds, plural, one {# Sekunde} other {# Sekunden}} erneut',
  'embeddedWallet.otp.codeLabel': 'Einmalcode',
  'embeddedWallet.otp.resend': 'Code erneut senden',
  'embeddedWallet.otp.verify': 'Bestätigen',
  'embeddedWallet.permission.allowance':
    '{amount} {symbol} {unit, select, week {{count, plural, one {pro Woche} other {alle # Wochen}}} day {{count, plural, one {pro Tag} other {alle # Tage}}} hour {{count, plural, one {pro Stunde} other {alle # Stunden}}} other {{count, plural, one {pro Sekunde} other {alle # Sekunden}}}}',
  'embeddedWallet.permission.baseUnitsAllowance':
    '{amount} Basiseinheiten von {token} {unit, select, week {{count, plural, one {pro Woche} other {alle # Wochen}}} day {{count, plural, one {pro Tag} other {alle # Tage}}} hour {{count, plural, one {pro Stunde} other {alle # Stunden}}} other {{count, plural, one {pro Sekunde} other {alle # Sekunden}}}}',
  'embeddedWallet.permission.call': '{address} {functions} aufrufen',
  'embeddedWallet.permissions.allowed': 'Erlaubt',
  'embeddedWallet.permissions.approveRevocation': 'Genehmigen Sie den Widerruf in der Wallet…',
  'embeddedWallet.permissions.empty': 'Keine aktiven Berechtigungen',
  'embeddedWallet.permissions.expires': 'Läuft ab: {date}',
  'embeddedWallet.permissions.list': 'Aktive Berechtigungen',
  'embeddedWallet.permissions.loadFailed': 'Berechtigungen konnten nicht geladen werden',
  'embeddedWallet.permissions.loadFailedBecause':
    'Berechtigungen konnten nicht geladen werden: {reason}',
  'embeddedWallet.permissions.loadFailedNoAccount':
    'Berechtigungen konnten nicht geladen werden: Kein Smart Account verbunden',
  'embeddedWallet.permissions.loading': 'Berechtigungen werden geladen',
  'embeddedWallet.permissions.noSmartAccount': 'Kein Smart Account verbunden',
  'embeddedWallet.permissions.revoke': 'Widerrufen',
  'embeddedWallet.permissions.revokeFailed': 'Berechtigung konnte nicht widerrufen werden',
  'embeddedWallet.permissions.revokeFailedBecause':
    'Berechtigung konnte nicht widerrufen werden: {reason}',
  'embeddedWallet.permissions.revokeLabel': 'Berechtigung für {signer} widerrufen',
  'embeddedWallet.permissions.revoking': 'Wird widerrufen…',
  'embeddedWallet.permissions.signerAccount': 'Konto {address}',
  'embeddedWallet.permissions.signerKey': 'Schlüssel {key}',
  'embeddedWallet.permissions.tryAgain': 'Erneut versuchen',
  'embeddedWallet.smartSessions.permissions': 'Berechtigungen',
  'embeddedWallet.social.authInitFailed':
    'Beim Starten der Authentifizierung ist ein Problem aufgetreten',
  'embeddedWallet.social.authenticating': 'Authentifizierung...',
  'embeddedWallet.social.continueWith': 'Weiter mit {name}',
  'embeddedWallet.social.continueWithAccount': 'Weiter mit Ihrem Konto',
  'embeddedWallet.social.logInAccountInPopup':
    'Melden Sie sich im Pop-up-Fenster bei Ihrem Konto an.',
  'embeddedWallet.social.logInInPopup': 'Melden Sie sich im Pop-up-Fenster bei {name} an.',
  'embeddedWallet.social.loggingIn': 'Anmeldung mit {name}…',
  'embeddedWallet.social.loggingInAccount': 'Anmeldung mit Ihrem Konto…',
  'embeddedWallet.updateEmail.codeSentTo': 'Geben Sie den an {email} gesendeten Code ein',
  'embeddedWallet.updateEmail.currentEmailCode':
    'Geben Sie den Code ein, der an Ihre aktuelle E-Mail-Adresse gesendet wurde',
  'embeddedWallet.updateEmail.done': 'Fertig',
  'embeddedWallet.updateEmail.emailIsNow': 'Ihre E-Mail-Adresse lautet jetzt {email}',
  'embeddedWallet.updateEmail.newEmail': 'Neue E-Mail-Adresse',
  'embeddedWallet.updateEmail.save': 'Speichern',
  'embeddedWallet.viewTitle.accountType': 'Kontotyp',
  'embeddedWallet.viewTitle.approveTransaction': 'Transaktion genehmigen',
  'embeddedWallet.viewTitle.emailLogin': 'Weiter mit E-Mail',
  'embeddedWallet.viewTitle.emailVerifyDevice': 'Gerät registrieren',
  'embeddedWallet.viewTitle.emailVerifyOtp': 'E-Mail bestätigen',
  'embeddedWallet.viewTitle.socialLogin': 'Social-Login',
  'embeddedWallet.viewTitle.updateEmail': 'E-Mail bearbeiten',
  'embeddedWallet.viewTitle.updateEmailPrimaryOtp': 'Alte E-Mail bestätigen',
  'embeddedWallet.viewTitle.updateEmailSecondaryOtp': 'Neue E-Mail bestätigen',
} satisfies Messages
