import type { Messages } from '@appkit/kernel'

export default {
  'names.accountEntry': 'Đăng ký tên',
  'names.error.addressOrAuthConnectorNotFound':
    'Không tìm thấy địa chỉ hoặc trình kết nối xác thực',
  'names.error.namesForAddressFailed': 'Lỗi khi tải tên của địa chỉ',
  'names.error.networkNotFound': 'Không tìm thấy mạng',
  'names.error.registerNameFailed': 'Lỗi khi đăng ký tên {name}',
  'names.error.resolveNameFailed': 'Lỗi khi phân giải tên',
  'names.error.suggestionsFailed': 'Lỗi khi tải gợi ý tên',
  'names.nameRule': 'Chỉ dùng chữ cái không dấu, chữ số và dấu gạch ngang, tối thiểu 4 ký tự.',
  'names.register.alreadyRegistered': '{name} đã được đăng ký',
  'names.register.available': '{name} khả dụng',
  'names.register.checking': 'Đang kiểm tra {name}…',
  'names.register.nameLabel': 'Tên',
  'names.register.namePlaceholder': 'tencuaban',
  'names.register.preparing': 'Đang chuẩn bị đăng ký…',
  'names.register.register': 'Đăng ký',
  'names.register.registering': 'Đang đăng ký tên của bạn…',
  'names.register.signing': 'Hãy ký tin nhắn trong ví của bạn để đăng ký tên.',
  'names.register.suggestionAvailable': 'Khả dụng',
  'names.register.suggestionRegistered': 'Đã đăng ký',
  'names.register.suggestions': 'Gợi ý',
  'names.registerSuccess.backToAccount': 'Quay lại tài khoản',
  'names.registerSuccess.nameOfAccount': 'Tên này giờ là tên tài khoản của bạn.',
  'names.registerTitle': 'Chọn tên',
  'names.successTitle': 'Đã đăng ký tên',
} satisfies Messages
