import type { Messages } from '@appkit/kernel'

export default {
  'siwx.error.noActiveCaipAddress': 'Không tìm thấy ActiveCaipAddress',
  'siwx.error.noActiveCaipNetworkOrClient': 'Không tìm thấy ActiveCaipNetwork hoặc client',
  'siwx.error.noConnectionClient': 'Không tìm thấy client của ConnectionController',
  'siwx.error.signingFailed': 'Lỗi khi ký tin nhắn',
  'siwx.signIn.approveInWallet': 'Hãy phê duyệt yêu cầu trong ví của bạn',
  'siwx.signIn.cancel': 'Hủy',
  'siwx.signIn.explanation':
    'Ký một tin nhắn trong ví để chứng minh tài khoản này là của bạn trên {networkName}. Việc ký hoàn toàn miễn phí và không gửi giao dịch nào.',
  'siwx.signIn.explanationWithoutNetwork':
    'Ký một tin nhắn trong ví để chứng minh tài khoản này là của bạn. Việc ký hoàn toàn miễn phí và không gửi giao dịch nào.',
  'siwx.signIn.required':
    'Bắt buộc phải đăng nhập: nếu hủy, bạn sẽ quay lại một mạng đã đăng nhập, hoặc bị ngắt kết nối.',
  'siwx.signIn.sign': 'Ký',
  'siwx.signIn.signing': 'Đang ký…',
  'siwx.signIn.title': 'Đăng nhập vào {appName}',
  'siwx.signIn.titleWithoutAppName': 'Đăng nhập vào ứng dụng này',
  'siwx.title': 'Đăng nhập',
} satisfies Messages
