import type { Messages } from '../MessageDescriptor.js'

export default {
  'alerts.INVALID_APP_CONFIGURATION.long':
    'การกำหนดค่าโปรเจกต์ถูกปฏิเสธ (HTTP 403) โปรดตรวจสอบรหัสโปรเจกต์และออริจิน',
  'alerts.INVALID_APP_CONFIGURATION.short': 'การกำหนดค่าแอปไม่ถูกต้อง',
  'alerts.INVALID_PROJECT_ID.long': 'รหัสโปรเจกต์ไม่ถูกต้อง: คัดลอกอีกครั้งจากการตั้งค่าโปรเจกต์ของคุณ',
  'alerts.INVALID_PROJECT_ID.short': 'รหัสโปรเจกต์ไม่ถูกต้อง',
  'alerts.JWT_TOKEN_NOT_VALID.long': 'เซสชันของคุณไม่ถูกต้อง: ตรวจสอบการตั้งค่าเวลาของอุปกรณ์แล้วเชื่อมต่ออีกครั้ง',
  'alerts.JWT_TOKEN_NOT_VALID.short': 'เซสชันหมดอายุ',
  'alerts.LOCAL_CONFIGURATION_IGNORED.long':
    'การกำหนดค่าโปรเจกต์ตั้งค่าฟีเจอร์เหล่านี้จากระยะไกล ค่าในเครื่องจึงถูกละเว้น',
  'alerts.LOCAL_CONFIGURATION_IGNORED.short': 'ละเว้นการกำหนดค่าในเครื่อง',
  'alerts.MULTI_WALLET_NOT_ENABLED.long': 'ฟีเจอร์หลายกระเป๋าเงินถูกปิดในการกำหนดค่าโปรเจกต์',
  'alerts.MULTI_WALLET_NOT_ENABLED.short': 'ไม่ได้เปิดใช้หลายกระเป๋าเงิน',
  'alerts.NETWORK_NOT_FOUND.long': 'ไม่พบเครือข่าย - โปรดตรวจสอบว่าเครือข่ายนี้อยู่ในอาร์เรย์ networks',
  'alerts.NETWORK_NOT_FOUND.short': 'ไม่พบเครือข่าย',
  'alerts.ORIGIN_NOT_ALLOWED.long':
    'ออริจินนี้ไม่อยู่ในรายการออริจินที่อนุญาตของโปรเจกต์ โปรดเพิ่มในการตั้งค่าโปรเจกต์',
  'alerts.ORIGIN_NOT_ALLOWED.short': 'ไม่อนุญาตออริจินนี้',
  'alerts.PROJECT_ID_NOT_CONFIGURED.long': 'ส่ง projectId ให้กับ createAppKit',
  'alerts.PROJECT_ID_NOT_CONFIGURED.short': 'ยังไม่ได้กำหนดรหัสโปรเจกต์',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.long':
    'มีคำขอการกำหนดค่าแอปมากเกินไป (HTTP 429) จึงใช้การกำหนดค่าในเครื่องแทน',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.short': 'คำขอเกินขีดจำกัด',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.long': 'ดึงการกำหนดค่าแอปไม่สำเร็จ',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.short': 'เซิร์ฟเวอร์ขัดข้อง',
  'alerts.SWITCH_NETWORK_NOT_FOUND.long': 'เครือข่ายที่จะสลับไปไม่ได้อยู่ในเครือข่ายที่กำหนดค่าไว้',
  'alerts.SWITCH_NETWORK_NOT_FOUND.short': 'ไม่พบเครือข่ายที่จะสลับไป',
  'alerts.UNVERIFIED_DOMAIN.long': 'โดเมนนี้ยังไม่ได้รับการยืนยันสำหรับโปรเจกต์',
  'alerts.UNVERIFIED_DOMAIN.short': 'โดเมนยังไม่ได้รับการยืนยัน',
} satisfies Messages
