import type { Messages } from '@appkit/kernel'

export default {
  'siwx.error.noActiveCaipAddress': '找不到 ActiveCaipAddress',
  'siwx.error.noActiveCaipNetworkOrClient': '找不到 ActiveCaipNetwork 或用戶端',
  'siwx.error.noConnectionClient': '找不到 ConnectionController 用戶端',
  'siwx.error.signingFailed': '簽署訊息時發生錯誤',
  'siwx.signIn.approveInWallet': '請在錢包中核准請求',
  'siwx.signIn.cancel': '取消',
  'siwx.signIn.explanation':
    '請在錢包中簽署一則訊息，以證明此帳戶在 {networkName} 上屬於您。簽署免費，且不會送出任何交易。',
  'siwx.signIn.explanationWithoutNetwork':
    '請在錢包中簽署一則訊息，以證明此帳戶屬於您。簽署免費，且不會送出任何交易。',
  'siwx.signIn.required': '必須登入：取消後將返回您已登入的網路，或中斷連接。',
  'siwx.signIn.sign': '簽署',
  'siwx.signIn.signing': '正在簽署…',
  'siwx.signIn.title': '登入 {appName}',
  'siwx.signIn.titleWithoutAppName': '登入此應用程式',
  'siwx.title': '登入',
} satisfies Messages
