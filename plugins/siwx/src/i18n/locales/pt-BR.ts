import type { Messages } from '@appkit/kernel'

export default {
  'siwx.error.noActiveCaipAddress': 'Nenhum endereço ativo encontrado',
  'siwx.error.noActiveCaipNetworkOrClient': 'Rede ativa ou cliente não encontrado',
  'siwx.error.noConnectionClient': 'Cliente de conexão não encontrado',
  'siwx.error.signingFailed': 'Erro ao assinar a mensagem',
  'siwx.signIn.approveInWallet': 'Aprove a solicitação na sua carteira',
  'siwx.signIn.cancel': 'Cancelar',
  'siwx.signIn.explanation':
    'Assine uma mensagem na sua carteira para provar que esta conta é sua na rede {networkName}. Assinar é gratuito e não envia nenhuma transação.',
  'siwx.signIn.explanationWithoutNetwork':
    'Assine uma mensagem na sua carteira para provar que esta conta é sua. Assinar é gratuito e não envia nenhuma transação.',
  'siwx.signIn.required':
    'É obrigatório entrar: ao cancelar, você volta para uma rede em que já entrou ou a carteira é desconectada.',
  'siwx.signIn.sign': 'Assinar',
  'siwx.signIn.signing': 'Assinando…',
  'siwx.signIn.title': 'Entrar em {appName}',
  'siwx.signIn.titleWithoutAppName': 'Entrar neste app',
  'siwx.title': 'Entrar',
} satisfies Messages
