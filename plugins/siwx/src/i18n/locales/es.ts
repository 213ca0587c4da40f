import type { Messages } from '@appkit/kernel'

export default {
  'siwx.error.noActiveCaipAddress': 'No se encontró ninguna dirección activa',
  'siwx.error.noActiveCaipNetworkOrClient': 'No se encontró la red activa o el cliente',
  'siwx.error.noConnectionClient': 'No se encontró el cliente de conexión',
  'siwx.error.signingFailed': 'Error al firmar el mensaje',
  'siwx.signIn.approveInWallet': 'Aprueba la solicitud en tu billetera',
  'siwx.signIn.cancel': 'Cancelar',
  'siwx.signIn.explanation':
    'Firma un mensaje en tu billetera para demostrar que esta cuenta es tuya en {networkName}. Firmar es gratis y no envía ninguna transacción.',
  'siwx.signIn.explanationWithoutNetwork':
    'Firma un mensaje en tu billetera para demostrar que esta cuenta es tuya. Firmar es gratis y no envía ninguna transacción.',
  'siwx.signIn.required':
    'Es obligatorio iniciar sesión: si cancelas, vuelves a una red en la que ya iniciaste sesión o se desconecta la billetera.',
  'siwx.signIn.sign': 'Firmar',
  'siwx.signIn.signing': 'Firmando…',
  'siwx.signIn.title': 'Inicia sesión en {appName}',
  'siwx.signIn.titleWithoutAppName': 'Inicia sesión en esta app',
  'siwx.title': 'Iniciar sesión',
} satisfies Messages
