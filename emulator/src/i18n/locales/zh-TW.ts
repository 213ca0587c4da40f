import type { Messages } from '@appkit/kernel'

export default {
  'secureFrame.consent.approve': '核准',
  'secureFrame.consent.approved': '已核准。您可以返回應用程式了。',
  'secureFrame.consent.cancel': '取消',
  'secureFrame.consent.failed': '發生錯誤',
  'secureFrame.consent.farcasterIntro':
    '這是 {provider} 核准頁面的本機模擬：請選擇 {provider} 會傳回的使用者名稱。',
  'secureFrame.consent.heading': '使用 {provider} 登入',
  'secureFrame.consent.intro':
    '這是 {provider} 授權同意頁面的本機模擬：請選擇 {provider} 會傳回的使用者名稱。',
  'secureFrame.consent.invalidUsername':
    '請輸入使用者名稱：可使用字母、數字及 . _ - #（最多 64 個字元）',
  'secureFrame.consent.linkExpired': '此登入連結已過期',
  'secureFrame.consent.linkExpiredPage': '此登入連結已過期。請關閉此視窗後再試一次。',
  'secureFrame.consent.linkExpiredTitle': '連結已過期',
  'secureFrame.consent.openerGone': '開啟此視窗的頁面已不存在。',
  'secureFrame.consent.pageTitle': '使用 {provider} 登入（AppKit 模擬器）',
  'secureFrame.consent.username': '使用者名稱',
  'secureFrame.email.confirmChange': '確認變更電子郵件',
  'secureFrame.email.confirmNew': '確認您的新電子郵件',
  'secureFrame.email.loginCode': '您的 AppKit 登入驗證碼',
  'secureFrame.email.newDevice': '核准新裝置',
  'secureFrame.frame.approve': '核准',
  'secureFrame.frame.loading': '載入中…',
  'secureFrame.frame.notEmbeddable': '此頁面無權嵌入此錢包。',
  'secureFrame.frame.pageTitle': 'AppKit 安全錢包',
  'secureFrame.frame.ready': '安全錢包已就緒。',
  'secureFrame.frame.reject': '拒絕',
  'secureFrame.frame.requestedBy':
    '{network, select, solana {Solana} other {鏈 {chainId}}} · 要求來源：{origin}',
  'secureFrame.frame.requestedByNamed':
    '{network, select, solana {Solana} other {鏈 {chainId}}} · 要求來源：{dappName}（{origin}）',
  'secureFrame.frame.sendCalls': '傳送呼叫',
  'secureFrame.frame.sendTransaction': '傳送交易',
  'secureFrame.frame.signMessage': '簽署訊息',
  'secureFrame.frame.signTypedData': '簽署型別資料',
  'secureFrame.sessions.allow': '允許 {signer} 在 {until} UTC 前：{permissions}',
  'secureFrame.sessions.callContract': '呼叫 {address} {functions}',
  'secureFrame.sessions.grantTitle': '授予權限',
  'secureFrame.sessions.revokeDetails': '撤銷 {account} 在鏈 {chainId} 上的工作階段 {sessionId}',
  'secureFrame.sessions.revokeTitle': '撤銷權限',
  'secureFrame.sessions.spendNative':
    '{period, select, hour {每小時} day {每天} week {每週} other {每 {seconds} 秒}}最多支出 {amount} {symbol}',
  'secureFrame.sessions.spendToken':
    '{period, select, hour {每小時} day {每天} week {每週} other {每 {seconds} 秒}}最多支出 {amount} {symbol}（{token}）',
  'secureFrame.sessions.spendTokenUnits':
    '{period, select, hour {每小時} day {每天} week {每週} other {每 {seconds} 秒}}最多支出代幣 {token} 的 {amount} 個最小單位',
  'secureFrame.solana.callProgram': '呼叫程式 {programId}',
  'secureFrame.solana.noInstructions': '沒有指令',
  'secureFrame.solana.sendSol': '傳送 {amount} SOL 至 {to}',
  'secureFrame.solana.sendToken': '傳送 {amount} 代幣 {mint} 至代幣帳戶 {account}',
  'secureFrame.solana.sendTokenUnits': '傳送 {amount} 個代幣最小單位至代幣帳戶 {account}',
  'secureFrame.solana.sendTransactionTitle': '傳送交易（Solana）',
  'secureFrame.solana.signAllTransactionsTitle': '批次簽署交易（Solana）',
  'secureFrame.solana.signMessageTitle': '簽署訊息（Solana）',
  'secureFrame.solana.signTransactionTitle': '簽署交易（Solana）',
  'secureFrame.solana.transactionHeader': '交易 {number}：',
} satisfies Messages
