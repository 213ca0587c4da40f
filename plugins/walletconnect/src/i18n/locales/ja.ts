import type { Messages } from '@appkit/kernel'

export default {
  'walletconnect.copyLink.copied': 'リンクをコピーしました',
  'walletconnect.copyLink.copy': 'リンクをコピー',
  'walletconnect.copyLink.failed': 'リンクをコピーできませんでした',
  'walletconnect.pairing.expiredText': 'セキュリティのため、接続コードの有効期限は4分間です。',
  'walletconnect.pairing.expiredTitle': 'QRコードの有効期限切れ',
  'walletconnect.pairing.failedTitle': '接続に失敗しました',
  'walletconnect.pairing.generating': 'QRコードを生成中',
  'walletconnect.pairing.newQrCode': '新しいQRコードを取得',
  'walletconnect.pairing.rejectedText': 'ウォレットが接続リクエストを拒否しました。',
  'walletconnect.pairing.rejectedTitle': '接続が拒否されました',
  'walletconnect.pairing.somethingWentWrong': '問題が発生しました',
  'walletconnect.pairing.tryAgain': '再試行',
  'walletconnect.qr.lead':
    'スマートフォンのWalletConnect対応ウォレットで、このコードをスキャンしてください。',
  'walletconnect.qr.qrLabel': 'モバイルウォレットで接続するためのQRコード',
  'walletconnect.wallet.acceptRequest': 'ウォレットで接続リクエストを承認してください。',
  'walletconnect.wallet.continueIn': '{name}で続行',
  'walletconnect.wallet.openAndScan':
    'スマートフォンで{name}を開き、このコードをスキャンしてください。',
  'walletconnect.wallet.openDesktopApp': '{name}デスクトップアプリを開く',
  'walletconnect.wallet.openWallet': '{name}を開く',
  'walletconnect.wallet.openWebApp': '{name}ウェブアプリを開く',
  'walletconnect.wallet.qrLabel': '{name}で接続するためのQRコード',
  'walletconnect.wallet.scanWith': '{name}でスキャン',
  'walletconnect.wallet.yourWallet': 'お使いのウォレット',
} satisfies Messages
