import type { Messages } from '@appkit/kernel'

export default {
  'siwx.error.noActiveCaipAddress': 'ไม่พบ ActiveCaipAddress',
  'siwx.error.noActiveCaipNetworkOrClient': 'ไม่พบ ActiveCaipNetwork หรือไคลเอนต์',
  'siwx.error.noConnectionClient': 'ไม่พบไคลเอนต์ของ ConnectionController',
  'siwx.error.signingFailed': 'เกิดข้อผิดพลาดในการลงนามข้อความ',
  'siwx.signIn.approveInWallet': 'อนุมัติคำขอในกระเป๋าเงินของคุณ',
  'siwx.signIn.cancel': 'ยกเลิก',
  'siwx.signIn.explanation':
    'ลงนามข้อความในกระเป๋าเงินของคุณเพื่อยืนยันว่าบัญชีนี้เป็นของคุณบน {networkName} การลงนามไม่มีค่าใช้จ่ายและจะไม่มีการส่งธุรกรรมใดๆ',
  'siwx.signIn.explanationWithoutNetwork':
    'ลงนามข้อความในกระเป๋าเงินของคุณเพื่อยืนยันว่าบัญชีนี้เป็นของคุณ การลงนามไม่มีค่าใช้จ่ายและจะไม่มีการส่งธุรกรรมใดๆ',
  'siwx.signIn.required':
    'ต้องลงชื่อเข้าใช้: หากยกเลิก ระบบจะกลับไปยังเครือข่ายที่คุณลงชื่อเข้าใช้ไว้ หรือยกเลิกการเชื่อมต่อ',
  'siwx.signIn.sign': 'ลงนาม',
  'siwx.signIn.signing': 'กำลังลงนาม…',
  'siwx.signIn.title': 'ลงชื่อเข้าใช้ {appName}',
  'siwx.signIn.titleWithoutAppName': 'ลงชื่อเข้าใช้แอปนี้',
  'siwx.title': 'ลงชื่อเข้าใช้',
} satisfies Messages
