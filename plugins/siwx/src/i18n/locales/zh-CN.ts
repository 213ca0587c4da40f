import type { Messages } from '@appkit/kernel'

export default {
  'siwx.error.noActiveCaipAddress': '未找到 ActiveCaipAddress',
  'siwx.error.noActiveCaipNetworkOrClient': '未找到 ActiveCaipNetwork 或客户端',
  'siwx.error.noConnectionClient': '未找到 ConnectionController 客户端',
  'siwx.error.signingFailed': '签名消息时出错',
  'siwx.signIn.approveInWallet': '请在钱包中批准请求',
  'siwx.signIn.cancel': '取消',
  'siwx.signIn.explanation':
    '请在钱包中签名一条消息，以证明此账户在 {networkName} 上归您所有。签名免费，且不会发送任何交易。',
  'siwx.signIn.explanationWithoutNetwork':
    '请在钱包中签名一条消息，以证明此账户归您所有。签名免费，且不会发送任何交易。',
  'siwx.signIn.required': '必须登录：取消后将返回您已登录的网络，或断开连接。',
  'siwx.signIn.sign': '签名',
  'siwx.signIn.signing': '正在签名…',
  'siwx.signIn.title': '登录 {appName}',
  'siwx.signIn.titleWithoutAppName': '登录此应用',
  'siwx.title': '登录',
} satisfies Messages
