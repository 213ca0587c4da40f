import type { Messages } from '../MessageDescriptor.js'

export default {
  'alerts.INVALID_APP_CONFIGURATION.long':
    'A configuração do projeto foi recusada (HTTP 403): verifique o ID do projeto e a origem',
  'alerts.INVALID_APP_CONFIGURATION.short': 'Configuração inválida',
  'alerts.INVALID_PROJECT_ID.long':
    'O ID do projeto é inválido: copie-o novamente nas configurações do seu projeto',
  'alerts.INVALID_PROJECT_ID.short': 'ID do projeto inválido',
  'alerts.JWT_TOKEN_NOT_VALID.long':
    'Sua sessão é inválida: verifique as configurações de data e hora do dispositivo e conecte-se novamente',
  'alerts.JWT_TOKEN_NOT_VALID.short': 'Sessão expirada',
  'alerts.LOCAL_CONFIGURATION_IGNORED.long':
    'A configuração do projeto define esses recursos remotamente; os valores locais são ignorados',
  'alerts.LOCAL_CONFIGURATION_IGNORED.short': 'Configuração local ignorada',
  'alerts.MULTI_WALLET_NOT_ENABLED.long':
    'O modo multicarteira está desativado na configuração do projeto',
  'alerts.MULTI_WALLET_NOT_ENABLED.short': 'Multicarteira desativada',
  'alerts.NETWORK_NOT_FOUND.long':
    'Rede não encontrada: verifique se ela está incluída no array networks',
  'alerts.NETWORK_NOT_FOUND.short': 'Rede não encontrada',
  'alerts.ORIGIN_NOT_ALLOWED.long':
    'Esta origem não está entre as origens permitidas do projeto; adicione-a nas configurações do projeto',
  'alerts.ORIGIN_NOT_ALLOWED.short': 'Origem não permitida',
  'alerts.PROJECT_ID_NOT_CONFIGURED.long': 'Passe um projectId para createAppKit',
  'alerts.PROJECT_ID_NOT_CONFIGURED.short': 'ID do projeto não configurado',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.long':
    'Muitas solicitações para a configuração do app (HTTP 429); a configuração local está sendo usada',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.short': 'Muitas solicitações',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.long': 'Não foi possível obter a configuração do app',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.short': 'Erro no servidor',
  'alerts.SWITCH_NETWORK_NOT_FOUND.long':
    'A rede para a qual mudar não está entre as redes configuradas',
  'alerts.SWITCH_NETWORK_NOT_FOUND.short': 'Rede de destino não encontrada',
  'alerts.UNVERIFIED_DOMAIN.long': 'Este domínio não está verificado para o projeto',
  'alerts.UNVERIFIED_DOMAIN.short': 'Domínio não verificado',
} satisfies Messages
