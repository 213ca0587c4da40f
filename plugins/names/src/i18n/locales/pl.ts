import type { Messages } from '@appkit/kernel'

export default {
  'names.accountEntry': 'Zarejestruj nazwę',
  'names.error.addressOrAuthConnectorNotFound':
    'Nie znaleziono adresu lub konektora uwierzytelniania',
  'names.error.namesForAddressFailed': 'Błąd pobierania nazw dla adresu',
  'names.error.networkNotFound': 'Nie znaleziono sieci',
  'names.error.registerNameFailed': 'Błąd rejestracji nazwy {name}',
  'names.error.resolveNameFailed': 'Błąd rozpoznawania nazwy',
  'names.error.suggestionsFailed': 'Błąd pobierania propozycji nazw',
  'names.nameRule': 'Tylko litery, cyfry i łączniki, co najmniej 4 znaki.',
  'names.register.alreadyRegistered': 'Nazwa {name} jest już zarejestrowana',
  'names.register.available': 'Nazwa {name} jest dostępna',
  'names.register.checking': 'Sprawdzanie nazwy {name}…',
  'names.register.nameLabel': 'Nazwa',
  'names.register.namePlaceholder': 'twojanazwa',
  'names.register.preparing': 'Przygotowywanie rejestracji…',
  'names.register.register': 'Zarejestruj',
  'names.register.registering': 'Rejestrowanie nazwy…',
  'names.register.signing': 'Podpisz wiadomość w portfelu, aby zarejestrować nazwę.',
  'names.register.suggestionAvailable': 'Dostępna',
  'names.register.suggestionRegistered': 'Zajęta',
  'names.register.suggestions': 'Propozycje',
  'names.registerSuccess.backToAccount': 'Wróć do konta',
  'names.registerSuccess.nameOfAccount': 'To jest teraz nazwa Twojego konta.',
  'names.registerTitle': 'Wybierz nazwę',
  'names.successTitle': 'Nazwa zarejestrowana',
} satisfies Messages
