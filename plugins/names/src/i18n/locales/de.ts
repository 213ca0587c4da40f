import type { Messages } from '@appkit/kernel'

export default {
  'names.accountEntry': 'Namen registrieren',
  'names.error.addressOrAuthConnectorNotFound': 'Adresse oder Auth-Connector nicht gefunden',
  'names.error.namesForAddressFailed': 'Fehler beim Abrufen der Namen für die Adresse',
  'names.error.networkNotFound': 'Netzwerk nicht gefunden',
  'names.error.registerNameFailed': 'Fehler beim Registrieren des Namens {name}',
  'names.error.resolveNameFailed': 'Fehler beim Auflösen des Namens',
  'names.error.suggestionsFailed': 'Fehler beim Abrufen von Namensvorschlägen',
  'names.nameRule': 'Nur Buchstaben, Ziffern und Bindestriche, mindestens 4 Zeichen.',
  'names.register.alreadyRegistered': '{name} ist bereits registriert',
  'names.register.available': '{name} ist verfügbar',
  'names.register.checking': '{name} wird geprüft…',
  'names.register.nameLabel': 'Kontoname',
  'names.register.namePlaceholder': 'ihrname',
  'names.register.preparing': 'Ihre Registrierung wird vorbereitet…',
  'names.register.register': 'Registrieren',
  'names.register.registering': 'Ihr Name wird registriert…',
  'names.register.signing':
    'Signieren Sie die Nachricht in Ihrer Wallet, um den Namen zu registrieren.',
  'names.register.suggestionAvailable': 'Verfügbar',
  'names.register.suggestionRegistered': 'Vergeben',
  'names.register.suggestions': 'Vorschläge',
  'names.registerSuccess.backToAccount': 'Zurück zum Konto',
  'names.registerSuccess.nameOfAccount': 'Das ist jetzt der Name Ihres Kontos.',
  'names.registerTitle': 'Namen wählen',
  'names.successTitle': 'Name registriert',
} satisfies Messages
