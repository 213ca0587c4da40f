import type { Messages } from '../MessageDescriptor.js'

export default {
  'alerts.INVALID_APP_CONFIGURATION.long':
    'Cấu hình dự án bị từ chối (HTTP 403); hãy kiểm tra ID dự án và origin',
  'alerts.INVALID_APP_CONFIGURATION.short': 'Cấu hình ứng dụng không hợp lệ',
  'alerts.INVALID_PROJECT_ID.long': 'ID dự án không hợp lệ: hãy sao chép lại từ phần cài đặt dự án',
  'alerts.INVALID_PROJECT_ID.short': 'ID dự án không hợp lệ',
  'alerts.JWT_TOKEN_NOT_VALID.long':
    'Phiên của bạn không hợp lệ: hãy kiểm tra cài đặt thời gian của thiết bị rồi kết nối lại',
  'alerts.JWT_TOKEN_NOT_VALID.short': 'Phiên đã hết hạn',
  'alerts.LOCAL_CONFIGURATION_IGNORED.long':
    'Cấu hình dự án đặt các tính năng này từ xa; các giá trị cục bộ bị bỏ qua',
  'alerts.LOCAL_CONFIGURATION_IGNORED.short': 'Đã bỏ qua cấu hình cục bộ',
  'alerts.MULTI_WALLET_NOT_ENABLED.long': 'Tính năng nhiều ví đang bị tắt trong cấu hình dự án',
  'alerts.MULTI_WALLET_NOT_ENABLED.short': 'Chưa bật tính năng nhiều ví',
  'alerts.NETWORK_NOT_FOUND.long':
    'Không tìm thấy mạng - vui lòng đảm bảo mạng có trong mảng networks',
  'alerts.NETWORK_NOT_FOUND.short': 'Không tìm thấy mạng',
  'alerts.ORIGIN_NOT_ALLOWED.long':
    'Origin này không nằm trong danh sách origin được phép của dự án; hãy thêm nó trong phần cài đặt dự án',
  'alerts.ORIGIN_NOT_ALLOWED.short': 'Origin không được phép',
  'alerts.PROJECT_ID_NOT_CONFIGURED.long': 'Hãy truyền projectId vào createAppKit',
  'alerts.PROJECT_ID_NOT_CONFIGURED.short': 'Chưa cấu hình ID dự án',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.long':
    'Quá nhiều yêu cầu lấy cấu hình ứng dụng (HTTP 429); đang dùng cấu hình cục bộ',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.short': 'Vượt giới hạn yêu cầu',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.long': 'Không lấy được cấu hình ứng dụng',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.short': 'Lỗi máy chủ',
  'alerts.SWITCH_NETWORK_NOT_FOUND.long': 'Mạng cần chuyển sang không thuộc các mạng đã cấu hình',
  'alerts.SWITCH_NETWORK_NOT_FOUND.short': 'Không tìm thấy mạng cần chuyển',
  'alerts.UNVERIFIED_DOMAIN.long': 'Tên miền này chưa được xác minh cho dự án',
  'alerts.UNVERIFIED_DOMAIN.short': 'Tên miền chưa xác minh',
} satisfies Messages
