import type { Messages } from '@appkit/kernel'

export default {
  'names.accountEntry': 'Registrar um nome',
  'names.error.addressOrAuthConnectorNotFound':
    'Endereço ou conector de autenticação não encontrado',
  'names.error.namesForAddressFailed': 'Erro ao buscar os nomes do endereço',
  'names.error.networkNotFound': 'Rede não encontrada',
  'names.error.registerNameFailed': 'Erro ao registrar o nome {name}',
  'names.error.resolveNameFailed': 'Erro ao resolver o nome',
  'names.error.suggestionsFailed': 'Erro ao buscar sugestões de nomes',
  'names.nameRule': 'Apenas letras, números e hifens, com no mínimo 4 caracteres.',
  'names.register.alreadyRegistered': '{name} já está registrado',
  'names.register.available': '{name} está disponível',
  'names.register.checking': 'Verificando {name}…',
  'names.register.nameLabel': 'Nome',
  'names.register.namePlaceholder': 'seunome',
  'names.register.preparing': 'Preparando seu registro…',
  'names.register.register': 'Registrar',
  'names.register.registering': 'Registrando seu nome…',
  'names.register.signing': 'Assine a mensagem na sua carteira para registrar o nome.',
  'names.register.suggestionAvailable': 'Disponível',
  'names.register.suggestionRegistered': 'Registrado',
  'names.register.suggestions': 'Sugestões',
  'names.registerSuccess.backToAccount': 'Voltar para a conta',
  'names.registerSuccess.nameOfAccount': 'Agora este é o nome da sua conta.',
  'names.registerTitle': 'Escolha um nome',
  'names.successTitle': 'Nome registrado',
} satisfies Messages
