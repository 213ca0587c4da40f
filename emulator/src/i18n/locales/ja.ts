import type { Messages } from '@appkit/kernel'

export default {
  'secureFrame.consent.approve': '承認',
  'secureFrame.consent.approved': '承認しました。アプリに戻ってください。',
  'secureFrame.consent.cancel': 'キャンセル',
  'secureFrame.consent.failed': '問題が発生しました',
  'secureFrame.consent.farcasterIntro':
    '{provider}の承認画面のローカル代替です。{provider}が返すユーザー名を選択してください。',
  'secureFrame.consent.heading': '{provider}でサインイン',
  'secureFrame.consent.intro':
    '{provider}の同意画面のローカル代替です。{provider}が返すユーザー名を選択してください。',
  'secureFrame.consent.invalidUsername':
    'ユーザー名を入力してください：英字、数字、. _ - #（最大64文字）',
  'secureFrame.consent.linkExpired': 'このログインリンクは有効期限が切れています',
  'secureFrame.consent.linkExpiredPage':
    'このログインリンクは有効期限が切れています。このウィンドウを閉じて、もう一度お試しください。',
  'secureFrame.consent.linkExpiredTitle': 'リンクの有効期限切れ',
  'secureFrame.consent.openerGone': 'このウィンドウを開いたページはもうありません。',
  'secureFrame.consent.pageTitle': '{provider}でサインイン（AppKitエミュレーター）',
  'secureFrame.consent.username': 'ユーザー名',
  'secureFrame.email.confirmChange': 'メールアドレス変更の確認',
  'secureFrame.email.confirmNew': '新しいメールアドレスの確認',
  'secureFrame.email.loginCode': 'AppKitのログインコード',
  'secureFrame.email.newDevice': '新しいデバイスの承認',
  'secureFrame.frame.approve': '承認',
  'secureFrame.frame.loading': '読み込み中…',
  'secureFrame.frame.notEmbeddable': 'このページにはウォレットを埋め込めません。',
  'secureFrame.frame.pageTitle': 'AppKitセキュアウォレット',
  'secureFrame.frame.ready': 'セキュアウォレットの準備ができました。',
  'secureFrame.frame.reject': '拒否',
  'secureFrame.frame.requestedBy':
    '{network, select, solana {Solana} other {チェーン {chainId}}} · {origin}からのリクエスト',
  'secureFrame.frame.requestedByNamed':
    '{network, select, solana {Solana} other {チェーン {chainId}}} · {dappName}（{origin}）からのリクエスト',
  'secureFrame.frame.sendCalls': 'コールを送信',
  'secureFrame.frame.sendTransaction': 'トランザクションを送信',
  'secureFrame.frame.signMessage': 'メッセージに署名',
  'secureFrame.frame.signTypedData': '型付きデータに署名',
  'secureFrame.sessions.allow': '{signer}に{until} UTCまで許可：{permissions}',
  'secureFrame.sessions.callContract': '{address}の{functions}を呼び出し',
  'secureFrame.sessions.grantTitle': '権限の付与',
  'secureFrame.sessions.revokeDetails':
    'チェーン {chainId} 上の{account}のセッション {sessionId} を取り消します',
  'secureFrame.sessions.revokeTitle': '権限の取り消し',
  'secureFrame.sessions.spendNative':
    '{period, select, hour {1時間あたり} day {1日あたり} week {1週間あたり} other {{seconds}秒あたり}}最大{amount} {symbol}まで使用',
  'secureFrame.sessions.spendToken':
    '{period, select, hour {1時間あたり} day {1日あたり} week {1週間あたり} other {{seconds}秒あたり}}最大{amount} {symbol}（{token}）まで使用',
  'secureFrame.sessions.spendTokenUnits':
    '{period, select, hour {1時間あたり} day {1日あたり} week {1週間あたり} other {{seconds}秒あたり}}トークン {token} を最小単位で最大{amount}まで使用',
  'secureFrame.solana.callProgram': 'プログラム {programId} を呼び出し',
  'secureFrame.solana.noInstructions': 'インストラクションなし',
  'secureFrame.solana.sendSol': '{to}に{amount} SOLを送金',
  'secureFrame.solana.sendToken': 'トークン {mint} を{amount}、トークンアカウント {account} に送金',
  'secureFrame.solana.sendTokenUnits':
    'トークンの最小単位で{amount}をトークンアカウント {account} に送金',
  'secureFrame.solana.sendTransactionTitle': 'トランザクションを送信（Solana）',
  'secureFrame.solana.signAllTransactionsTitle': 'トランザクションに一括署名（Solana）',
  'secureFrame.solana.signMessageTitle': 'メッセージに署名（Solana）',
  'secureFrame.solana.signTransactionTitle': 'トランザクションに署名（Solana）',
  'secureFrame.solana.transactionHeader': 'トランザクション {number}：',
} satisfies Messages
