import type { Messages } from '@appkit/kernel'

export default {
  'secureFrame.consent.approve': 'Zatwierdź',
  'secureFrame.consent.approved': 'Zatwierdzono. Możesz wrócić do aplikacji.',
  'secureFrame.consent.cancel': 'Anuluj',
  'secureFrame.consent.failed': 'Coś poszło nie tak',
  'secureFrame.consent.farcasterIntro':
    'Lokalny zamiennik okna zatwierdzenia {provider}: wybierz nazwę użytkownika, którą zwróciłby {provider}.',
  'secureFrame.consent.heading': 'Zaloguj się przez {provider}',
  'secureFrame.consent.intro':
    'Lokalny zamiennik strony zgody {provider}: wybierz nazwę użytkownika, którą zwróciłby {provider}.',
  'secureFrame.consent.invalidUsername':
    'Wpisz nazwę użytkownika: litery, cyfry, . _ - # (maks. 64)',
  'secureFrame.consent.linkExpired': 'Ten link do logowania wygasł',
  'secureFrame.consent.linkExpiredPage':
    'Ten link do logowania wygasł. Zamknij to okno i spróbuj ponownie.',
  'secureFrame.consent.linkExpiredTitle': 'Link wygasł',
  'secureFrame.consent.openerGone': 'Strona, która otworzyła to okno, została zamknięta.',
  'secureFrame.consent.pageTitle': 'Zaloguj się przez {provider} (emulator AppKit)',
  'secureFrame.consent.username': 'Nazwa użytkownika',
  'secureFrame.email.confirmChange': 'Potwierdź zmianę adresu e-mail',
  'secureFrame.email.confirmNew': 'Potwierdź nowy adres e-mail',
  'secureFrame.email.loginCode': 'Twój kod logowania do AppKit',
  'secureFrame.email.newDevice': 'Zatwierdź nowe urządzenie',
  'secureFrame.frame.approve': 'Zatwierdź',
  'secureFrame.frame.loading': 'Wczytywanie…',
  'secureFrame.frame.notEmbeddable': 'Ta strona nie może osadzić portfela.',
  'secureFrame.frame.pageTitle': 'Bezpieczny portfel AppKit',
  'secureFrame.frame.ready': 'Bezpieczny portfel gotowy.',
  'secureFrame.frame.reject': 'Odrzuć',
  'secureFrame.frame.requestedBy':
    '{network, select, solana {Solana} other {Sieć {chainId}}} · żądanie od {origin}',
  'secureFrame.frame.requestedByNamed':
    '{network, select, solana {Solana} other {Sieć {chainId}}} · żądanie od {dappName} ({origin})',
  'secureFrame.frame.sendCalls': 'Wysłanie wywołań',
  'secureFrame.frame.sendTransaction': 'Wysłanie transakcji',
  'secureFrame.frame.signMessage': 'Podpisanie wiadomości',
  'secureFrame.frame.signTypedData': 'Podpisanie danych typowanych',
  'secureFrame.sessions.allow': 'Zezwól {signer} do {until} UTC: {permissions}',
  'secureFrame.sessions.callContract': 'wywoływanie {address} {functions}',
  'secureFrame.sessions.grantTitle': 'Nadanie uprawnień',
  'secureFrame.sessions.revokeDetails':
    'Odwołaj sesję {sessionId} konta {account} w sieci {chainId}',
  'secureFrame.sessions.revokeTitle': 'Odwołanie uprawnień',
  'secureFrame.sessions.spendNative':
    'wydawanie do {amount} {symbol} {period, select, hour {na godzinę} day {na dzień} week {na tydzień} other {co {seconds} s}}',
  'secureFrame.sessions.spendToken':
    'wydawanie do {amount} {symbol} ({token}) {period, select, hour {na godzinę} day {na dzień} week {na tydzień} other {co {seconds} s}}',
  'secureFrame.sessions.spendTokenUnits':
    'wydawanie do {amount} jedn. tokena {token} {period, select, hour {na godzinę} day {na dzień} week {na tydzień} other {co {seconds} s}}',
  'secureFrame.solana.callProgram': 'Wywołaj program {programId}',
  'secureFrame.solana.noInstructions': 'Brak instrukcji',
  'secureFrame.solana.sendSol': 'Wyślij {amount} SOL do {to}',
  'secureFrame.solana.sendToken': 'Wyślij {amount} (token {mint}) na konto tokena {account}',
  'secureFrame.solana.sendTokenUnits':
    'Wyślij {amount} jedn. bazowych tokena na konto tokena {account}',
  'secureFrame.solana.sendTransactionTitle': 'Wysłanie transakcji (Solana)',
  'secureFrame.solana.signAllTransactionsTitle': 'Podpisanie transakcji (Solana)',
  'secureFrame.solana.signMessageTitle': 'Podpisanie wiadomości (Solana)',
  'secureFrame.solana.signTransactionTitle': 'Podpisanie transakcji (Solana)',
  'secureFrame.solana.transactionHeader': 'Transakcja {number}:',
} satisfies Messages
