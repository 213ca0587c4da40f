import type { Messages } from '@appkit/kernel'

export default {
  'siwx.error.noActiveCaipAddress': 'ActiveCaipAddress를 찾을 수 없습니다',
  'siwx.error.noActiveCaipNetworkOrClient': 'ActiveCaipNetwork 또는 클라이언트를 찾을 수 없습니다',
  'siwx.error.noConnectionClient': 'ConnectionController 클라이언트를 찾을 수 없습니다',
  'siwx.error.signingFailed': '메시지 서명 중 오류가 발생했습니다',
  'siwx.signIn.approveInWallet': '지갑에서 요청을 승인하세요',
  'siwx.signIn.cancel': '취소',
  'siwx.signIn.explanation':
    '{networkName}에서 이 계정이 본인 소유임을 증명하려면 지갑에서 메시지에 서명하세요. 서명은 무료이며 트랜잭션을 보내지 않습니다.',
  'siwx.signIn.explanationWithoutNetwork':
    '이 계정이 본인 소유임을 증명하려면 지갑에서 메시지에 서명하세요. 서명은 무료이며 트랜잭션을 보내지 않습니다.',
  'siwx.signIn.required':
    '로그인이 필요합니다. 취소하면 로그인했던 네트워크로 돌아가거나 연결이 해제됩니다.',
  'siwx.signIn.sign': '서명',
  'siwx.signIn.signing': '서명 중…',
  'siwx.signIn.title': '{appName}에 로그인',
  'siwx.signIn.titleWithoutAppName': '이 앱에 로그인',
  'siwx.title': '로그인',
} satisfies Messages
