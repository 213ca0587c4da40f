import type { Messages } from '@appkit/kernel'

export default {
  'secureFrame.consent.approve': 'Одобрить',
  'secureFrame.consent.approved': 'Одобрено. Можно вернуться в приложение.',
  'secureFrame.consent.cancel': 'Отмена',
  'secureFrame.consent.failed': 'Что-то пошло не так',
  'secureFrame.consent.farcasterIntro':
    'Локальная замена окна одобрения {provider}: выберите имя пользователя, которое вернул бы {provider}.',
  'secureFrame.consent.heading': 'Вход через {provider}',
  'secureFrame.consent.intro':
    'Локальная замена страницы согласия {provider}: выберите имя пользователя, которое вернул бы {provider}.',
  'secureFrame.consent.invalidUsername':
    'Введите имя пользователя: буквы, цифры, . _ - # (не более 64)',
  'secureFrame.consent.linkExpired': 'Срок действия ссылки для входа истёк',
  'secureFrame.consent.linkExpiredPage':
    'Срок действия ссылки для входа истёк. Закройте это окно и повторите попытку.',
  'secureFrame.consent.linkExpiredTitle': 'Ссылка устарела',
  'secureFrame.consent.openerGone': 'Страница, открывшая это окно, уже закрыта.',
  'secureFrame.consent.pageTitle': 'Вход через {provider} (эмулятор AppKit)',
  'secureFrame.consent.username': 'Имя пользователя',
  'secureFrame.email.confirmChange': 'Подтвердите смену эл. почты',
  'secureFrame.email.confirmNew': 'Подтвердите новый адрес эл. почты',
  'secureFrame.email.loginCode': 'Ваш код для входа в AppKit',
  'secureFrame.email.newDevice': 'Одобрите новое устройство',
  'secureFrame.frame.approve': 'Одобрить',
  'secureFrame.frame.loading': 'Загрузка…',
  'secureFrame.frame.notEmbeddable': 'Эта страница не может встраивать кошелёк.',
  'secureFrame.frame.pageTitle': 'Защищённый кошелёк AppKit',
  'secureFrame.frame.ready': 'Защищённый кошелёк готов.',
  'secureFrame.frame.reject': 'Отклонить',
  'secureFrame.frame.requestedBy':
    '{network, select, solana {Solana} other {Сеть {chainId}}} · запрос от {origin}',
  'secureFrame.frame.requestedByNamed':
    '{network, select, solana {Solana} other {Сеть {chainId}}} · запрос от {dappName} ({origin})',
  'secureFrame.frame.sendCalls': 'Отправка вызовов',
  'secureFrame.frame.sendTransaction': 'Отправка транзакции',
  'secureFrame.frame.signMessage': 'Подпись сообщения',
  'secureFrame.frame.signTypedData': 'Подпись типизированных данных',
  'secureFrame.sessions.allow': 'Разрешить {signer} до {until} UTC: {permissions}',
  'secureFrame.sessions.callContract': 'вызывать {address} {functions}',
  'secureFrame.sessions.grantTitle': 'Выдача разрешений',
  'secureFrame.sessions.revokeDetails':
    'Отозвать сеанс {sessionId} аккаунта {account} в сети {chainId}',
  'secureFrame.sessions.revokeTitle': 'Отзыв разрешений',
  'secureFrame.sessions.spendNative':
    'тратить до {amount} {symbol} {period, select, hour {в час} day {в день} week {в неделю} other {раз в {seconds} с}}',
  'secureFrame.sessions.spendToken':
    'тратить до {amount} {symbol} ({token}) {period, select, hour {в час} day {в день} week {в неделю} other {раз в {seconds} с}}',
  'secureFrame.sessions.spendTokenUnits':
    'тратить до {amount} ед. токена {token} {period, select, hour {в час} day {в день} week {в неделю} other {раз в {seconds} с}}',
  'secureFrame.solana.callProgram': 'Вызов программы {programId}',
  'secureFrame.solana.noInstructions': 'Нет инструкций',
  'secureFrame.solana.sendSol': 'Отправить {amount} SOL на {to}',
  'secureFrame.solana.sendToken': 'Отправить {amount} (токен {mint}) на токен-аккаунт {account}',
  'secureFrame.solana.sendTokenUnits':
    'Отправить {amount} баз. ед. токена на токен-аккаунт {account}',
  'secureFrame.solana.sendTransactionTitle': 'Отправка транзакции (Solana)',
  'secureFrame.solana.signAllTransactionsTitle': 'Подпись транзакций (Solana)',
  'secureFrame.solana.signMessageTitle': 'Подпись сообщения (Solana)',
  'secureFrame.solana.signTransactionTitle': 'Подпись транзакции (Solana)',
  'secureFrame.solana.transactionHeader': 'Транзакция {number}:',
} satisfies Messages
