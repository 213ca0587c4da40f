import type { Messages } from '@appkit/kernel'

export default {
  'secureFrame.consent.approve': '批准',
  'secureFrame.consent.approved': '已批准。您可以返回应用了。',
  'secureFrame.consent.cancel': '取消',
  'secureFrame.consent.failed': '出错了',
  'secureFrame.consent.farcasterIntro':
    '这是 {provider} 授权页面的本地模拟：请选择 {provider} 将返回的用户名。',
  'secureFrame.consent.heading': '使用 {provider} 登录',
  'secureFrame.consent.intro':
    '这是 {provider} 授权同意页面的本地模拟：请选择 {provider} 将返回的用户名。',
  'secureFrame.consent.invalidUsername':
    '请输入用户名：可使用字母、数字及 . _ - #（最多 64 个字符）',
  'secureFrame.consent.linkExpired': '此登录链接已过期',
  'secureFrame.consent.linkExpiredPage': '此登录链接已过期。请关闭此窗口后重试。',
  'secureFrame.consent.linkExpiredTitle': '链接已过期',
  'secureFrame.consent.openerGone': '打开此窗口的页面已不存在。',
  'secureFrame.consent.pageTitle': '使用 {provider} 登录（AppKit 模拟器）',
  'secureFrame.consent.username': '用户名',
  'secureFrame.email.confirmChange': '确认更改邮箱',
  'secureFrame.email.confirmNew': '确认您的新邮箱',
  'secureFrame.email.loginCode': '您的 AppKit 登录验证码',
  'secureFrame.email.newDevice': '批准新设备',
  'secureFrame.frame.approve': '批准',
  'secureFrame.frame.loading': '加载中…',
  'secureFrame.frame.notEmbeddable': '此页面无权嵌入该钱包。',
  'secureFrame.frame.pageTitle': 'AppKit 安全钱包',
  'secureFrame.frame.ready': '安全钱包已就绪。',
  'secureFrame.frame.reject': '拒绝',
  'secureFrame.frame.requestedBy':
    '{network, select, solana {Solana} other {链 {chainId}}} · 请求来源：{origin}',
  'secureFrame.frame.requestedByNamed':
    '{network, select, solana {Solana} other {链 {chainId}}} · 请求来源：{dappName}（{origin}）',
  'secureFrame.frame.sendCalls': '发送调用',
  'secureFrame.frame.sendTransaction': '发送交易',
  'secureFrame.frame.signMessage': '签名消息',
  'secureFrame.frame.signTypedData': '签名类型化数据',
  'secureFrame.sessions.allow': '允许 {signer} 在 {until} UTC 之前：{permissions}',
  'secureFrame.sessions.callContract': '调用 {address} {functions}',
  'secureFrame.sessions.grantTitle': '授予权限',
  'secureFrame.sessions.revokeDetails': '撤销 {account} 在链 {chainId} 上的会话 {sessionId}',
  'secureFrame.sessions.revokeTitle': '撤销权限',
  'secureFrame.sessions.spendNative':
    '{period, select, hour {每小时} day {每天} week {每周} other {每 {seconds} 秒}}最多支出 {amount} {symbol}',
  'secureFrame.sessions.spendToken':
    '{period, select, hour {每小时} day {每天} week {每周} other {每 {seconds} 秒}}最多支出 {amount} {symbol}（{token}）',
  'secureFrame.sessions.spendTokenUnits':
    '{period, select, hour {每小时} day {每天} week {每周} other {每 {seconds} 秒}}最多支出代币 {token} 的 {amount} 个最小单位',
  'secureFrame.solana.callProgram': '调用程序 {programId}',
  'secureFrame.solana.noInstructions': '无指令',
  'secureFrame.solana.sendSol': '发送 {amount} SOL 至 {to}',
  'secureFrame.solana.sendToken': '发送 {amount} 代币 {mint} 至代币账户 {account}',
  'secureFrame.solana.sendTokenUnits': '发送 {amount} 个代币最小单位至代币账户 {account}',
  'secureFrame.solana.sendTransactionTitle': '发送交易（Solana）',
  'secureFrame.solana.signAllTransactionsTitle': '批量签名交易（Solana）',
  'secureFrame.solana.signMessageTitle': '签名消息（Solana）',
  'secureFrame.solana.signTransactionTitle': '签名交易（Solana）',
  'secureFrame.solana.transactionHeader': '交易 {number}：',
} satisfies Messages
