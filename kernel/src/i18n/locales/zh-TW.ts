import type { Messages } from '../MessageDescriptor.js'

export default {
  'alerts.INVALID_APP_CONFIGURATION.long': '專案設定遭拒（HTTP 403），請檢查專案 ID 和來源',
  'alerts.INVALID_APP_CONFIGURATION.short': '應用程式設定無效',
  'alerts.INVALID_PROJECT_ID.long': '專案 ID 無效：請從專案設定中重新複製',
  'alerts.INVALID_PROJECT_ID.short': '專案 ID 無效',
  'alerts.JWT_TOKEN_NOT_VALID.long': '工作階段無效：請檢查裝置的時間設定，然後重新連接',
  'alerts.JWT_TOKEN_NOT_VALID.short': '工作階段已過期',
  'alerts.LOCAL_CONFIGURATION_IGNORED.long': '專案設定已從遠端設定這些功能，本機值將被忽略',
  'alerts.LOCAL_CONFIGURATION_IGNORED.short': '已忽略本機設定',
  'alerts.MULTI_WALLET_NOT_ENABLED.long': '專案設定中已關閉多錢包功能',
  'alerts.MULTI_WALLET_NOT_ENABLED.short': '未啟用多錢包',
  'alerts.NETWORK_NOT_FOUND.long': '找不到網路 - 請確認它已包含在 networks 陣列中',
  'alerts.NETWORK_NOT_FOUND.short': '找不到網路',
  'alerts.ORIGIN_NOT_ALLOWED.long': '此來源不在專案允許的來源清單中，請在專案設定中新增',
  'alerts.ORIGIN_NOT_ALLOWED.short': '不允許的來源',
  'alerts.PROJECT_ID_NOT_CONFIGURED.long': '請將 projectId 傳入 createAppKit',
  'alerts.PROJECT_ID_NOT_CONFIGURED.short': '未設定專案 ID',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.long':
    '應用程式設定的要求次數過多（HTTP 429），將使用本機設定',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.short': '要求次數過多',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.long': '無法取得應用程式設定',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.short': '伺服器錯誤',
  'alerts.SWITCH_NETWORK_NOT_FOUND.long': '要切換的網路不在已設定的網路中',
  'alerts.SWITCH_NETWORK_NOT_FOUND.short': '找不到要切換的網路',
  'alerts.UNVERIFIED_DOMAIN.long': '此網域尚未通過專案驗證',
  'alerts.UNVERIFIED_DOMAIN.short': '網域未驗證',
} satisfies Messages
