import type { Messages } from '@appkit/kernel'

export default {
  'secureFrame.consent.approve': 'Aprovar',
  'secureFrame.consent.approved': 'Aprovado. Você já pode voltar ao app.',
  'secureFrame.consent.cancel': 'Cancelar',
  'secureFrame.consent.failed': 'Algo deu errado',
  'secureFrame.consent.farcasterIntro':
    'Substituto local da aprovação do {provider}: escolha o nome de usuário que o {provider} retornaria.',
  'secureFrame.consent.heading': 'Entrar com {provider}',
  'secureFrame.consent.intro':
    'Substituto local da página de consentimento do {provider}: escolha o nome de usuário que o {provider} retornaria.',
  'secureFrame.consent.invalidUsername':
    'Digite um nome de usuário: letras, dígitos, . _ - # (no máximo 64)',
  'secureFrame.consent.linkExpired': 'Este link de login expirou',
  'secureFrame.consent.linkExpiredPage':
    'Este link de login expirou. Feche esta janela e tente novamente.',
  'secureFrame.consent.linkExpiredTitle': 'Link expirado',
  'secureFrame.consent.openerGone': 'A página que abriu esta janela não existe mais.',
  'secureFrame.consent.pageTitle': 'Entrar com {provider} (emulador do AppKit)',
  'secureFrame.consent.username': 'Nome de usuário',
  'secureFrame.email.confirmChange': 'Confirme a alteração do seu e-mail',
  'secureFrame.email.confirmNew': 'Confirme seu novo e-mail',
  'secureFrame.email.loginCode': 'Seu código de login do AppKit',
  'secureFrame.email.newDevice': 'Aprove um novo dispositivo',
  'secureFrame.frame.approve': 'Aprovar',
  'secureFrame.frame.loading': 'Carregando…',
  'secureFrame.frame.notEmbeddable': 'Esta página não pode incorporar a carteira.',
  'secureFrame.frame.pageTitle': 'Carteira segura do AppKit',
  'secureFrame.frame.ready': 'Carteira segura pronta.',
  'secureFrame.frame.reject': 'Rejeitar',
  'secureFrame.frame.requestedBy':
    '{network, select, solana {Solana} other {Rede {chainId}}} · solicitado por {origin}',
  'secureFrame.frame.requestedByNamed':
    '{network, select, solana {Solana} other {Rede {chainId}}} · solicitado por {dappName} ({origin})',
  'secureFrame.frame.sendCalls': 'Enviar chamadas',
  'secureFrame.frame.sendTransaction': 'Enviar transação',
  'secureFrame.frame.signMessage': 'Assinar mensagem',
  'secureFrame.frame.signTypedData': 'Assinar dados tipados',
  'secureFrame.sessions.allow': 'Permitir a {signer} até {until} UTC: {permissions}',
  'secureFrame.sessions.callContract': 'chamar {address} {functions}',
  'secureFrame.sessions.grantTitle': 'Conceder permissões',
  'secureFrame.sessions.revokeDetails':
    'Revogar a sessão {sessionId} de {account} na rede {chainId}',
  'secureFrame.sessions.revokeTitle': 'Revogar permissões',
  'secureFrame.sessions.spendNative':
    'gastar até {amount} {symbol} {period, select, hour {por hora} day {por dia} week {por semana} other {a cada {seconds} segundos}}',
  'secureFrame.sessions.spendToken':
    'gastar até {amount} {symbol} ({token}) {period, select, hour {por hora} day {por dia} week {por semana} other {a cada {seconds} segundos}}',
  'secureFrame.sessions.spendTokenUnits':
    'gastar até {amount} unidades do token {token} {period, select, hour {por hora} day {por dia} week {por semana} other {a cada {seconds} segundos}}',
  'secureFrame.solana.callProgram': 'Chamar o programa {programId}',
  'secureFrame.solana.noInstructions': 'Nenhuma instrução',
  'secureFrame.solana.sendSol': 'Enviar {amount} SOL para {to}',
  'secureFrame.solana.sendToken': 'Enviar {amount} do token {mint} para a conta de token {account}',
  'secureFrame.solana.sendTokenUnits':
    'Enviar {amount} unidades base de token para a conta de token {account}',
  'secureFrame.solana.sendTransactionTitle': 'Enviar transação (Solana)',
  'secureFrame.solana.signAllTransactionsTitle': 'Assinar transações (Solana)',
  'secureFrame.solana.signMessageTitle': 'Assinar mensagem (Solana)',
  'secureFrame.solana.signTransactionTitle': 'Assinar transação (Solana)',
  'secureFrame.solana.transactionHeader': 'Transação {number}:',
} satisfies Messages
