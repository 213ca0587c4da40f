import type { Messages } from '@appkit/kernel'

export default {
  'names.accountEntry': 'Registra un nome',
  'names.error.addressOrAuthConnectorNotFound':
    'Indirizzo o connettore di autenticazione non trovato',
  'names.error.namesForAddressFailed': "Errore nel recupero dei nomi dell'indirizzo",
  'names.error.networkNotFound': 'Rete non trovata',
  'names.error.registerNameFailed': 'Errore nella registrazione del nome {name}',
  'names.error.resolveNameFailed': 'Errore nella risoluzione del nome',
  'names.error.suggestionsFailed': 'Errore nel recupero dei suggerimenti di nomi',
  'names.nameRule': 'Solo lettere, cifre e trattini, almeno 4 caratteri.',
  'names.register.alreadyRegistered': '{name} è già registrato',
  'names.register.available': '{name} è disponibile',
  'names.register.checking': 'Verifica di {name}…',
  'names.register.nameLabel': 'Nome',
  'names.register.namePlaceholder': 'iltuonome',
  'names.register.preparing': 'Preparazione della registrazione…',
  'names.register.register': 'Registra',
  'names.register.registering': 'Registrazione del nome…',
  'names.register.signing': 'Firma il messaggio nel tuo wallet per registrare il nome.',
  'names.register.suggestionAvailable': 'Disponibile',
  'names.register.suggestionRegistered': 'Registrato',
  'names.register.suggestions': 'Suggerimenti',
  'names.registerSuccess.backToAccount': "Torna all'account",
  'names.registerSuccess.nameOfAccount': 'Ora questo è il nome del tuo account.',
  'names.registerTitle': 'Scegli un nome',
  'names.successTitle': 'Nome registrato',
} satisfies Messages
