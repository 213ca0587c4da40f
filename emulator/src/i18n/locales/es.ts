import type { Messages } from '@appkit/kernel'

export default {
  'secureFrame.consent.approve': 'Aprobar',
  'secureFrame.consent.approved': 'Aprobado. Ya puedes volver a la app.',
  'secureFrame.consent.cancel': 'Cancelar',
  'secureFrame.consent.failed': 'Algo salió mal',
  'secureFrame.consent.farcasterIntro':
    'Sustituto local de la aprobación de {provider}: elige el nombre de usuario que devolvería {provider}.',
  'secureFrame.consent.heading': 'Iniciar sesión con {provider}',
  'secureFrame.consent.intro':
    'Sustituto local de la página de consentimiento de {provider}: elige el nombre de usuario que devolvería {provider}.',
  'secureFrame.consent.invalidUsername':
    'Introduce un nombre de usuario: letras, dígitos, . _ - # (64 como máximo)',
  'secureFrame.consent.linkExpired': 'Este enlace de inicio de sesión ha expirado',
  'secureFrame.consent.linkExpiredPage':
    'Este enlace de inicio de sesión ha expirado. Cierra esta ventana y vuelve a intentarlo.',
  'secureFrame.consent.linkExpiredTitle': 'Enlace expirado',
  'secureFrame.consent.openerGone': 'La página que abrió esta ventana ya no está disponible.',
  'secureFrame.consent.pageTitle': 'Iniciar sesión con {provider} (emulador de AppKit)',
  'secureFrame.consent.username': 'Nombre de usuario',
  'secureFrame.email.confirmChange': 'Confirma el cambio de correo',
  'secureFrame.email.confirmNew': 'Confirma tu nuevo correo',
  'secureFrame.email.loginCode': 'Tu código de acceso a AppKit',
  'secureFrame.email.newDevice': 'Aprueba un nuevo dispositivo',
  'secureFrame.frame.approve': 'Aprobar',
  'secureFrame.frame.loading': 'Cargando…',
  'secureFrame.frame.notEmbeddable': 'Esta página no puede incrustar la billetera.',
  'secureFrame.frame.pageTitle': 'Billetera segura de AppKit',
  'secureFrame.frame.ready': 'Billetera segura lista.',
  'secureFrame.frame.reject': 'Rechazar',
  'secureFrame.frame.requestedBy':
    '{network, select, solana {Solana} other {Cadena {chainId}}} · solicitado por {origin}',
  'secureFrame.frame.requestedByNamed':
    '{network, select, solana {Solana} other {Cadena {chainId}}} · solicitado por {dappName} ({origin})',
  'secureFrame.frame.sendCalls': 'Enviar llamadas',
  'secureFrame.frame.sendTransaction': 'Enviar transacción',
  'secureFrame.frame.signMessage': 'Firmar mensaje',
  'secureFrame.frame.signTypedData': 'Firmar datos tipados',
  'secureFrame.sessions.allow': 'Permitir a {signer} hasta el {until} UTC: {permissions}',
  'secureFrame.sessions.callContract': 'llamar a {address} {functions}',
  'secureFrame.sessions.grantTitle': 'Conceder permisos',
  'secureFrame.sessions.revokeDetails':
    'Revocar la sesión {sessionId} de {account} en la cadena {chainId}',
  'secureFrame.sessions.revokeTitle': 'Revocar permisos',
  'secureFrame.sessions.spendNative':
    'gastar hasta {amount} {symbol} {period, select, hour {por hora} day {por día} week {por semana} other {cada {seconds} segundos}}',
  'secureFrame.sessions.spendToken':
    'gastar hasta {amount} {symbol} ({token}) {period, select, hour {por hora} day {por día} week {por semana} other {cada {seconds} segundos}}',
  'secureFrame.sessions.spendTokenUnits':
    'gastar hasta {amount} unidades del token {token} {period, select, hour {por hora} day {por día} week {por semana} other {cada {seconds} segundos}}',
  'secureFrame.solana.callProgram': 'Llamar al programa {programId}',
  'secureFrame.solana.noInstructions': 'Sin instrucciones',
  'secureFrame.solana.sendSol': 'Enviar {amount} SOL a {to}',
  'secureFrame.solana.sendToken': 'Enviar {amount} del token {mint} a la cuenta de token {account}',
  'secureFrame.solana.sendTokenUnits':
    'Enviar {amount} unidades base del token a la cuenta de token {account}',
  'secureFrame.solana.sendTransactionTitle': 'Enviar transacción (Solana)',
  'secureFrame.solana.signAllTransactionsTitle': 'Firmar transacciones (Solana)',
  'secureFrame.solana.signMessageTitle': 'Firmar mensaje (Solana)',
  'secureFrame.solana.signTransactionTitle': 'Firmar transacción (Solana)',
  'secureFrame.solana.transactionHeader': 'Transacción {number}:',
} satisfies Messages
