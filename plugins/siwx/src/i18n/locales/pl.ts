import type { Messages } from '@appkit/kernel'

export default {
  'siwx.error.noActiveCaipAddress': 'Nie znaleziono aktywnego adresu',
  'siwx.error.noActiveCaipNetworkOrClient': 'Nie znaleziono aktywnej sieci lub klienta',
  'siwx.error.noConnectionClient': 'Nie znaleziono klienta połączenia',
  'siwx.error.signingFailed': 'Błąd podpisywania wiadomości',
  'siwx.signIn.approveInWallet': 'Zatwierdź prośbę w portfelu',
  'siwx.signIn.cancel': 'Anuluj',
  'siwx.signIn.explanation':
    'Podpisz wiadomość w portfelu, aby udowodnić, że to konto w sieci {networkName} należy do Ciebie. Podpisanie jest bezpłatne i nie wysyła żadnej transakcji.',
  'siwx.signIn.explanationWithoutNetwork':
    'Podpisz wiadomość w portfelu, aby udowodnić, że to konto należy do Ciebie. Podpisanie jest bezpłatne i nie wysyła żadnej transakcji.',
  'siwx.signIn.required':
    'Logowanie jest wymagane: anulowanie przywraca sieć, w której się zalogowano, lub rozłącza portfel.',
  'siwx.signIn.sign': 'Podpisz',
  'siwx.signIn.signing': 'Podpisywanie…',
  'siwx.signIn.title': 'Zaloguj się do {appName}',
  'siwx.signIn.titleWithoutAppName': 'Zaloguj się do aplikacji',
  'siwx.title': 'Zaloguj się',
} satisfies Messages
