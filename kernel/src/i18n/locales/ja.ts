import type { Messages } from '../MessageDescriptor.js'

export default {
  'alerts.INVALID_APP_CONFIGURATION.long':
    'プロジェクト設定が拒否されました（HTTP 403）。プロジェクトIDとオリジンを確認してください',
  'alerts.INVALID_APP_CONFIGURATION.short': 'アプリ設定が無効です',
  'alerts.INVALID_PROJECT_ID.long':
    'プロジェクトIDが無効です。プロジェクト設定からもう一度コピーしてください',
  'alerts.INVALID_PROJECT_ID.short': 'プロジェクトIDが無効です',
  'alerts.JWT_TOKEN_NOT_VALID.long':
    'セッションが無効です。デバイスの時刻設定を確認して、再接続してください',
  'alerts.JWT_TOKEN_NOT_VALID.short': 'セッションの有効期限切れ',
  'alerts.LOCAL_CONFIGURATION_IGNORED.long':
    'これらの機能はプロジェクト設定でリモートから設定されているため、ローカルの値は無視されます',
  'alerts.LOCAL_CONFIGURATION_IGNORED.short': 'ローカル設定は無視されました',
  'alerts.MULTI_WALLET_NOT_ENABLED.long': 'プロジェクト設定でマルチウォレットがオフになっています',
  'alerts.MULTI_WALLET_NOT_ENABLED.short': 'マルチウォレットが無効です',
  'alerts.NETWORK_NOT_FOUND.long':
    'ネットワークが見つかりません。networks配列に含まれていることを確認してください',
  'alerts.NETWORK_NOT_FOUND.short': 'ネットワークが見つかりません',
  'alerts.ORIGIN_NOT_ALLOWED.long':
    'このオリジンはプロジェクトの許可済みオリジンに含まれていません。プロジェクト設定で追加してください',
  'alerts.ORIGIN_NOT_ALLOWED.short': '許可されていないオリジン',
  'alerts.PROJECT_ID_NOT_CONFIGURED.long': 'createAppKitにprojectIdを渡してください',
  'alerts.PROJECT_ID_NOT_CONFIGURED.short': 'プロジェクトIDが未設定です',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.long':
    'アプリ設定へのリクエストが多すぎます（HTTP 429）。ローカル設定を使用します',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.short': 'リクエスト制限を超えました',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.long': 'アプリ設定を取得できませんでした',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.short': 'サーバーエラー',
  'alerts.SWITCH_NETWORK_NOT_FOUND.long':
    '切り替え先のネットワークが、設定済みのネットワークに含まれていません',
  'alerts.SWITCH_NETWORK_NOT_FOUND.short': '切り替え先のネットワークがありません',
  'alerts.UNVERIFIED_DOMAIN.long': 'このドメインはプロジェクトで検証されていません',
  'alerts.UNVERIFIED_DOMAIN.short': '未検証のドメイン',
} satisfies Messages
