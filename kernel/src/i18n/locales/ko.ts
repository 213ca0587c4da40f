import type { Messages } from '../MessageDescriptor.js'

export default {
  'alerts.INVALID_APP_CONFIGURATION.long':
    '프로젝트 구성이 거부되었습니다(HTTP 403). 프로젝트 ID와 오리진을 확인하세요',
  'alerts.INVALID_APP_CONFIGURATION.short': '잘못된 앱 구성',
  'alerts.INVALID_PROJECT_ID.long':
    '프로젝트 ID가 유효하지 않습니다. 프로젝트 설정에서 다시 복사하세요',
  'alerts.INVALID_PROJECT_ID.short': '잘못된 프로젝트 ID',
  'alerts.JWT_TOKEN_NOT_VALID.long':
    '세션이 유효하지 않습니다. 기기의 시간 설정을 확인한 후 다시 연결하세요',
  'alerts.JWT_TOKEN_NOT_VALID.short': '세션 만료',
  'alerts.LOCAL_CONFIGURATION_IGNORED.long':
    '프로젝트 구성에서 이 기능들을 원격으로 설정하므로 로컬 값은 무시됩니다',
  'alerts.LOCAL_CONFIGURATION_IGNORED.short': '로컬 구성이 무시됨',
  'alerts.MULTI_WALLET_NOT_ENABLED.long': '프로젝트 구성에서 멀티 지갑이 꺼져 있습니다',
  'alerts.MULTI_WALLET_NOT_ENABLED.short': '멀티 지갑 비활성화됨',
  'alerts.NETWORK_NOT_FOUND.long':
    '네트워크를 찾을 수 없습니다 - networks 배열에 포함되어 있는지 확인하세요',
  'alerts.NETWORK_NOT_FOUND.short': '네트워크를 찾을 수 없음',
  'alerts.ORIGIN_NOT_ALLOWED.long':
    '이 오리진은 프로젝트의 허용된 오리진 목록에 없습니다. 프로젝트 설정에서 추가하세요',
  'alerts.ORIGIN_NOT_ALLOWED.short': '허용되지 않은 오리진',
  'alerts.PROJECT_ID_NOT_CONFIGURED.long': 'createAppKit에 projectId를 전달하세요',
  'alerts.PROJECT_ID_NOT_CONFIGURED.short': '프로젝트 ID 미설정',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.long':
    '앱 구성 요청이 너무 많습니다(HTTP 429). 로컬 구성을 사용합니다',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.short': '요청 한도 초과',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.long': '앱 구성을 가져오지 못했습니다',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.short': '서버 오류',
  'alerts.SWITCH_NETWORK_NOT_FOUND.long': '전환하려는 네트워크가 구성된 네트워크에 없습니다',
  'alerts.SWITCH_NETWORK_NOT_FOUND.short': '전환할 네트워크 없음',
  'alerts.UNVERIFIED_DOMAIN.long': '이 도메인은 프로젝트에서 인증되지 않았습니다',
  'alerts.UNVERIFIED_DOMAIN.short': '인증되지 않은 도메인',
} satisfies Messages
