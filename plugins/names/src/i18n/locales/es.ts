import type { Messages } from '@appkit/kernel'

export default {
  'names.accountEntry': 'Registrar un nombre',
  'names.error.addressOrAuthConnectorNotFound':
    'No se encontró la dirección o el conector de autenticación',
  'names.error.namesForAddressFailed': 'Error al obtener los nombres de la dirección',
  'names.error.networkNotFound': 'Red no encontrada',
  'names.error.registerNameFailed': 'Error al registrar el nombre {name}',
  'names.error.resolveNameFailed': 'Error al resolver el nombre',
  'names.error.suggestionsFailed': 'Error al obtener sugerencias de nombres',
  'names.nameRule': 'Solo letras, números y guiones; mínimo 4 caracteres.',
  'names.register.alreadyRegistered': '{name} ya está registrado',
  'names.register.available': '{name} está disponible',
  'names.register.checking': 'Verificando {name}…',
  'names.register.nameLabel': 'Nombre',
  'names.register.namePlaceholder': 'tunombre',
  'names.register.preparing': 'Preparando tu registro…',
  'names.register.register': 'Registrar',
  'names.register.registering': 'Registrando tu nombre…',
  'names.register.signing': 'Firma el mensaje en tu billetera para registrar el nombre.',
  'names.register.suggestionAvailable': 'Disponible',
  'names.register.suggestionRegistered': 'Registrado',
  'names.register.suggestions': 'Sugerencias',
  'names.registerSuccess.backToAccount': 'Volver a la cuenta',
  'names.registerSuccess.nameOfAccount': 'Ahora este es el nombre de tu cuenta.',
  'names.registerTitle': 'Elige un nombre',
  'names.successTitle': 'Nombre registrado',
} satisfies Messages
