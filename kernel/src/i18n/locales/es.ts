import type { Messages } from '../MessageDescriptor.js'

export default {
  'alerts.INVALID_APP_CONFIGURATION.long':
    'Se rechazó la configuración del proyecto (HTTP 403): comprueba el ID del proyecto y el origen',
  'alerts.INVALID_APP_CONFIGURATION.short': 'Configuración no válida',
  'alerts.INVALID_PROJECT_ID.long':
    'El ID del proyecto no es válido: vuelve a copiarlo desde la configuración de tu proyecto',
  'alerts.INVALID_PROJECT_ID.short': 'ID de proyecto no válido',
  'alerts.JWT_TOKEN_NOT_VALID.long':
    'Tu sesión no es válida: revisa la fecha y hora de tu dispositivo y vuelve a conectarte',
  'alerts.JWT_TOKEN_NOT_VALID.short': 'Sesión expirada',
  'alerts.LOCAL_CONFIGURATION_IGNORED.long':
    'La configuración del proyecto define estas funciones de forma remota; se ignoran los valores locales',
  'alerts.LOCAL_CONFIGURATION_IGNORED.short': 'Configuración local ignorada',
  'alerts.MULTI_WALLET_NOT_ENABLED.long':
    'El modo multibilletera está desactivado en la configuración del proyecto',
  'alerts.MULTI_WALLET_NOT_ENABLED.short': 'Multibilletera desactivada',
  'alerts.NETWORK_NOT_FOUND.long':
    'Red no encontrada: asegúrate de que esté incluida en el array networks',
  'alerts.NETWORK_NOT_FOUND.short': 'Red no encontrada',
  'alerts.ORIGIN_NOT_ALLOWED.long':
    'Este origen no está entre los orígenes permitidos del proyecto; añádelo en la configuración del proyecto',
  'alerts.ORIGIN_NOT_ALLOWED.short': 'Origen no permitido',
  'alerts.PROJECT_ID_NOT_CONFIGURED.long': 'Pasa un projectId a createAppKit',
  'alerts.PROJECT_ID_NOT_CONFIGURED.short': 'ID de proyecto no configurado',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.long':
    'Demasiadas solicitudes de configuración de la app (HTTP 429); se usa la configuración local',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.short': 'Demasiadas solicitudes',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.long': 'No se pudo obtener la configuración de la app',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.short': 'Error del servidor',
  'alerts.SWITCH_NETWORK_NOT_FOUND.long':
    'La red a la que quieres cambiar no está entre las redes configuradas',
  'alerts.SWITCH_NETWORK_NOT_FOUND.short': 'Red de destino no encontrada',
  'alerts.UNVERIFIED_DOMAIN.long': 'Este dominio no está verificado para el proyecto',
  'alerts.UNVERIFIED_DOMAIN.short': 'Dominio no verificado',
} satisfies Messages
