import type { Messages } from '@appkit/kernel'

export default {
  'siwx.error.noActiveCaipAddress': 'ActiveCaipAddressが見つかりません',
  'siwx.error.noActiveCaipNetworkOrClient': 'ActiveCaipNetworkまたはクライアントが見つかりません',
  'siwx.error.noConnectionClient': 'ConnectionControllerのクライアントが見つかりません',
  'siwx.error.signingFailed': 'メッセージの署名中にエラーが発生しました',
  'siwx.signIn.approveInWallet': 'ウォレットでリクエストを承認してください',
  'siwx.signIn.cancel': 'キャンセル',
  'siwx.signIn.explanation':
    '{networkName}でこのアカウントがあなたのものであることを証明するため、ウォレットでメッセージに署名してください。署名は無料で、トランザクションは送信されません。',
  'siwx.signIn.explanationWithoutNetwork':
    'このアカウントがあなたのものであることを証明するため、ウォレットでメッセージに署名してください。署名は無料で、トランザクションは送信されません。',
  'siwx.signIn.required':
    'サインインが必要です。キャンセルすると、サインイン済みのネットワークに戻るか、接続が解除されます。',
  'siwx.signIn.sign': '署名',
  'siwx.signIn.signing': '署名中…',
  'siwx.signIn.title': '{appName}にサインイン',
  'siwx.signIn.titleWithoutAppName': 'このアプリにサインイン',
  'siwx.title': 'サインイン',
} satisfies Messages
