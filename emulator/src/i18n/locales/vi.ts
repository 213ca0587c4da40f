import type { Messages } from '@appkit/kernel'

export default {
  'secureFrame.consent.approve': 'Phê duyệt',
  'secureFrame.consent.approved': 'Đã phê duyệt. Bạn có thể quay lại ứng dụng.',
  'secureFrame.consent.cancel': 'Hủy',
  'secureFrame.consent.failed': 'Đã xảy ra lỗi',
  'secureFrame.consent.farcasterIntro':
    'Trang mô phỏng cục bộ thay cho bước phê duyệt của {provider}: chọn tên người dùng mà {provider} sẽ trả về.',
  'secureFrame.consent.heading': 'Đăng nhập bằng {provider}',
  'secureFrame.consent.intro':
    'Trang mô phỏng cục bộ thay cho trang xin đồng ý của {provider}: chọn tên người dùng mà {provider} sẽ trả về.',
  'secureFrame.consent.invalidUsername':
    'Nhập tên người dùng: chữ cái, chữ số, . _ - # (tối đa 64 ký tự)',
  'secureFrame.consent.linkExpired': 'Liên kết đăng nhập này đã hết hạn',
  'secureFrame.consent.linkExpiredPage':
    'Liên kết đăng nhập này đã hết hạn. Hãy đóng cửa sổ này và thử lại.',
  'secureFrame.consent.linkExpiredTitle': 'Liên kết đã hết hạn',
  'secureFrame.consent.openerGone': 'Trang đã mở cửa sổ này không còn nữa.',
  'secureFrame.consent.pageTitle': 'Đăng nhập bằng {provider} (trình mô phỏng AppKit)',
  'secureFrame.consent.username': 'Tên người dùng',
  'secureFrame.email.confirmChange': 'Xác nhận thay đổi email của bạn',
  'secureFrame.email.confirmNew': 'Xác nhận email mới của bạn',
  'secureFrame.email.loginCode': 'Mã đăng nhập AppKit của bạn',
  'secureFrame.email.newDevice': 'Phê duyệt thiết bị mới',
  'secureFrame.frame.approve': 'Phê duyệt',
  'secureFrame.frame.loading': 'Đang tải…',
  'secureFrame.frame.notEmbeddable': 'Trang này không được phép nhúng ví.',
  'secureFrame.frame.pageTitle': 'Ví bảo mật AppKit',
  'secureFrame.frame.ready': 'Ví bảo mật đã sẵn sàng.',
  'secureFrame.frame.reject': 'Từ chối',
  'secureFrame.frame.requestedBy':
    '{network, select, solana {Solana} other {Chuỗi {chainId}}} · yêu cầu từ {origin}',
  'secureFrame.frame.requestedByNamed':
    '{network, select, solana {Solana} other {Chuỗi {chainId}}} · yêu cầu từ {dappName} ({origin})',
  'secureFrame.frame.sendCalls': 'Gửi lệnh gọi',
  'secureFrame.frame.sendTransaction': 'Gửi giao dịch',
  'secureFrame.frame.signMessage': 'Ký tin nhắn',
  'secureFrame.frame.signTypedData': 'Ký dữ liệu có cấu trúc',
  'secureFrame.sessions.allow': 'Cho phép {signer} đến {until} UTC: {permissions}',
  'secureFrame.sessions.callContract': 'gọi {functions} trên {address}',
  'secureFrame.sessions.grantTitle': 'Cấp quyền',
  'secureFrame.sessions.revokeDetails':
    'Thu hồi phiên {sessionId} của {account} trên chuỗi {chainId}',
  'secureFrame.sessions.revokeTitle': 'Thu hồi quyền',
  'secureFrame.sessions.spendNative':
    'chi tối đa {amount} {symbol} {period, select, hour {mỗi giờ} day {mỗi ngày} week {mỗi tuần} other {mỗi {seconds} giây}}',
  'secureFrame.sessions.spendToken':
    'chi tối đa {amount} {symbol} ({token}) {period, select, hour {mỗi giờ} day {mỗi ngày} week {mỗi tuần} other {mỗi {seconds} giây}}',
  'secureFrame.sessions.spendTokenUnits':
    'chi tối đa {amount} đơn vị token {token} {period, select, hour {mỗi giờ} day {mỗi ngày} week {mỗi tuần} other {mỗi {seconds} giây}}',
  'secureFrame.solana.callProgram': 'Gọi chương trình {programId}',
  'secureFrame.solana.noInstructions': 'Không có chỉ thị nào',
  'secureFrame.solana.sendSol': 'Gửi {amount} SOL đến {to}',
  'secureFrame.solana.sendToken': 'Gửi {amount} token {mint} đến tài khoản token {account}',
  'secureFrame.solana.sendTokenUnits':
    'Gửi {amount} đơn vị cơ sở của token đến tài khoản token {account}',
  'secureFrame.solana.sendTransactionTitle': 'Gửi giao dịch (Solana)',
  'secureFrame.solana.signAllTransactionsTitle': 'Ký các giao dịch (Solana)',
  'secureFrame.solana.signMessageTitle': 'Ký tin nhắn (Solana)',
  'secureFrame.solana.signTransactionTitle': 'Ký giao dịch (Solana)',
  'secureFrame.solana.transactionHeader': 'Giao dịch {number}:',
} satisfies Messages
