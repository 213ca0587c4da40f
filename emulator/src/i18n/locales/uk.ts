import type { Messages } from '@appkit/kernel'

export default {
  'secureFrame.consent.approve': 'Схвалити',
  'secureFrame.consent.approved': 'Схвалено. Можна повернутися до застосунку.',
  'secureFrame.consent.cancel': 'Скасувати',
  'secureFrame.consent.failed': 'Щось пішло не так',
  'secureFrame.consent.farcasterIntro':
    'Локальна заміна вікна схвалення {provider}: виберіть ім’я користувача, яке повернув би {provider}.',
  'secureFrame.consent.heading': 'Вхід через {provider}',
  'secureFrame.consent.intro':
    'Локальна заміна сторінки згоди {provider}: виберіть ім’я користувача, яке повернув би {provider}.',
  'secureFrame.consent.invalidUsername':
    'Введіть ім’я користувача: літери, цифри, . _ - # (не більше 64)',
  'secureFrame.consent.linkExpired': 'Термін дії посилання для входу минув',
  'secureFrame.consent.linkExpiredPage':
    'Термін дії посилання для входу минув. Закрийте це вікно та спробуйте ще раз.',
  'secureFrame.consent.linkExpiredTitle': 'Посилання застаріло',
  'secureFrame.consent.openerGone': 'Сторінку, яка відкрила це вікно, уже закрито.',
  'secureFrame.consent.pageTitle': 'Вхід через {provider} (емулятор AppKit)',
  'secureFrame.consent.username': 'Ім’я користувача',
  'secureFrame.email.confirmChange': 'Підтвердьте зміну ел. пошти',
  'secureFrame.email.confirmNew': 'Підтвердьте нову адресу ел. пошти',
  'secureFrame.email.loginCode': 'Ваш код для входу в AppKit',
  'secureFrame.email.newDevice': 'Схваліть новий пристрій',
  'secureFrame.frame.approve': 'Схвалити',
  'secureFrame.frame.loading': 'Завантаження…',
  'secureFrame.frame.notEmbeddable': 'Ця сторінка не може вбудовувати гаманець.',
  'secureFrame.frame.pageTitle': 'Захищений гаманець AppKit',
  'secureFrame.frame.ready': 'Захищений гаманець готовий.',
  'secureFrame.frame.reject': 'Відхилити',
  'secureFrame.frame.requestedBy':
    '{network, select, solana {Solana} other {Мережа {chainId}}} · запит від {origin}',
  'secureFrame.frame.requestedByNamed':
    '{network, select, solana {Solana} other {Мережа {chainId}}} · запит від {dappName} ({origin})',
  'secureFrame.frame.sendCalls': 'Надсилання викликів',
  'secureFrame.frame.sendTransaction': 'Надсилання транзакції',
  'secureFrame.frame.signMessage': 'Підпис повідомлення',
  'secureFrame.frame.signTypedData': 'Підпис типізованих даних',
  'secureFrame.sessions.allow': 'Дозволити {signer} до {until} UTC: {permissions}',
  'secureFrame.sessions.callContract': 'викликати {address} {functions}',
  'secureFrame.sessions.grantTitle': 'Надання дозволів',
  'secureFrame.sessions.revokeDetails':
    'Відкликати сеанс {sessionId} акаунта {account} у мережі {chainId}',
  'secureFrame.sessions.revokeTitle': 'Відкликання дозволів',
  'secureFrame.sessions.spendNative':
    'витрачати до {amount} {symbol} {period, select, hour {на годину} day {на день} week {на тиждень} other {раз на {seconds} с}}',
  'secureFrame.sessions.spendToken':
    'витрачати до {amount} {symbol} ({token}) {period, select, hour {на годину} day {на день} week {на тиждень} other {раз на {seconds} с}}',
  'secureFrame.sessions.spendTokenUnits':
    'витрачати до {amount} од. токена {token} {period, select, hour {на годину} day {на день} week {на тиждень} other {раз на {seconds} с}}',
  'secureFrame.solana.callProgram': 'Виклик програми {programId}',
  'secureFrame.solana.noInstructions': 'Немає інструкцій',
  'secureFrame.solana.sendSol': 'Надіслати {amount} SOL на {to}',
  'secureFrame.solana.sendToken': 'Надіслати {amount} (токен {mint}) на токен-акаунт {account}',
  'secureFrame.solana.sendTokenUnits':
    'Надіслати {amount} баз. од. токена на токен-акаунт {account}',
  'secureFrame.solana.sendTransactionTitle': 'Надсилання транзакції (Solana)',
  'secureFrame.solana.signAllTransactionsTitle': 'Підпис транзакцій (Solana)',
  'secureFrame.solana.signMessageTitle': 'Підпис повідомлення (Solana)',
  'secureFrame.solana.signTransactionTitle': 'Підпис транзакції (Solana)',
  'secureFrame.solana.transactionHeader': 'Транзакція {number}:',
} satisfies Messages
