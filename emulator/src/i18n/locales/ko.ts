import type { Messages } from '@appkit/kernel'

export default {
  'secureFrame.consent.approve': '승인',
  'secureFrame.consent.approved': '승인되었습니다. 앱으로 돌아가세요.',
  'secureFrame.consent.cancel': '취소',
  'secureFrame.consent.failed': '문제가 발생했습니다',
  'secureFrame.consent.farcasterIntro':
    '{provider} 승인 화면을 대신하는 로컬 화면입니다. {provider}에서 반환할 사용자 이름을 선택하세요.',
  'secureFrame.consent.heading': '{provider}(으)로 로그인',
  'secureFrame.consent.intro':
    '{provider} 동의 화면을 대신하는 로컬 화면입니다. {provider}에서 반환할 사용자 이름을 선택하세요.',
  'secureFrame.consent.invalidUsername':
    '사용자 이름을 입력하세요: 영문자, 숫자, . _ - # (최대 64자)',
  'secureFrame.consent.linkExpired': '이 로그인 링크는 만료되었습니다',
  'secureFrame.consent.linkExpiredPage':
    '이 로그인 링크는 만료되었습니다. 이 창을 닫고 다시 시도하세요.',
  'secureFrame.consent.linkExpiredTitle': '링크 만료됨',
  'secureFrame.consent.openerGone': '이 창을 연 페이지가 더 이상 없습니다.',
  'secureFrame.consent.pageTitle': '{provider}(으)로 로그인 (AppKit 에뮬레이터)',
  'secureFrame.consent.username': '사용자 이름',
  'secureFrame.email.confirmChange': '이메일 변경 확인',
  'secureFrame.email.confirmNew': '새 이메일 확인',
  'secureFrame.email.loginCode': 'AppKit 로그인 코드',
  'secureFrame.email.newDevice': '새 기기 승인',
  'secureFrame.frame.approve': '승인',
  'secureFrame.frame.loading': '불러오는 중…',
  'secureFrame.frame.notEmbeddable': '이 페이지에는 지갑을 삽입할 수 없습니다.',
  'secureFrame.frame.pageTitle': 'AppKit 보안 지갑',
  'secureFrame.frame.ready': '보안 지갑이 준비되었습니다.',
  'secureFrame.frame.reject': '거부',
  'secureFrame.frame.requestedBy':
    '{network, select, solana {Solana} other {체인 {chainId}}} · {origin}의 요청',
  'secureFrame.frame.requestedByNamed':
    '{network, select, solana {Solana} other {체인 {chainId}}} · {dappName}({origin})의 요청',
  'secureFrame.frame.sendCalls': '호출 전송',
  'secureFrame.frame.sendTransaction': '트랜잭션 전송',
  'secureFrame.frame.signMessage': '메시지 서명',
  'secureFrame.frame.signTypedData': '타입 데이터 서명',
  'secureFrame.sessions.allow': '{until} UTC까지 {signer}에게 허용: {permissions}',
  'secureFrame.sessions.callContract': '{address} {functions} 호출',
  'secureFrame.sessions.grantTitle': '권한 부여',
  'secureFrame.sessions.revokeDetails': '체인 {chainId}에서 {account}의 세션 {sessionId} 철회',
  'secureFrame.sessions.revokeTitle': '권한 철회',
  'secureFrame.sessions.spendNative':
    '{period, select, hour {시간당} day {하루} week {주당} other {{seconds}초마다}} 최대 {amount} {symbol} 사용',
  'secureFrame.sessions.spendToken':
    '{period, select, hour {시간당} day {하루} week {주당} other {{seconds}초마다}} 최대 {amount} {symbol}({token}) 사용',
  'secureFrame.sessions.spendTokenUnits':
    '{period, select, hour {시간당} day {하루} week {주당} other {{seconds}초마다}} 토큰 {token}을(를) 최소 단위로 최대 {amount}까지 사용',
  'secureFrame.solana.callProgram': '프로그램 {programId} 호출',
  'secureFrame.solana.noInstructions': '명령어 없음',
  'secureFrame.solana.sendSol': '{to}(으)로 {amount} SOL 전송',
  'secureFrame.solana.sendToken': '토큰 {mint} {amount}을(를) 토큰 계정 {account}(으)로 전송',
  'secureFrame.solana.sendTokenUnits':
    '토큰 최소 단위 {amount}을(를) 토큰 계정 {account}(으)로 전송',
  'secureFrame.solana.sendTransactionTitle': '트랜잭션 전송 (Solana)',
  'secureFrame.solana.signAllTransactionsTitle': '트랜잭션 일괄 서명 (Solana)',
  'secureFrame.solana.signMessageTitle': '메시지 서명 (Solana)',
  'secureFrame.solana.signTransactionTitle': '트랜잭션 서명 (Solana)',
  'secureFrame.solana.transactionHeader': '트랜잭션 {number}:',
} satisfies Messages
