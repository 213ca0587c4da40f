import type { Messages } from '@appkit/kernel'

export default {
  'secureFrame.consent.approve': 'อนุมัติ',
  'secureFrame.consent.approved': 'อนุมัติแล้ว คุณกลับไปที่แอปได้เลย',
  'secureFrame.consent.cancel': 'ยกเลิก',
  'secureFrame.consent.failed': 'เกิดข้อผิดพลาด',
  'secureFrame.consent.farcasterIntro':
    'หน้าจำลองในเครื่องแทนการอนุมัติของ {provider}: เลือกชื่อผู้ใช้ที่ {provider} จะส่งกลับมา',
  'secureFrame.consent.heading': 'ลงชื่อเข้าใช้ด้วย {provider}',
  'secureFrame.consent.intro':
    'หน้าจำลองในเครื่องแทนหน้าขอความยินยอมของ {provider}: เลือกชื่อผู้ใช้ที่ {provider} จะส่งกลับมา',
  'secureFrame.consent.invalidUsername': 'ป้อนชื่อผู้ใช้: ตัวอักษร ตัวเลข . _ - # (สูงสุด 64 ตัว)',
  'secureFrame.consent.linkExpired': 'ลิงก์เข้าสู่ระบบนี้หมดอายุแล้ว',
  'secureFrame.consent.linkExpiredPage': 'ลิงก์เข้าสู่ระบบนี้หมดอายุแล้ว ปิดหน้าต่างนี้แล้วลองอีกครั้ง',
  'secureFrame.consent.linkExpiredTitle': 'ลิงก์หมดอายุ',
  'secureFrame.consent.openerGone': 'หน้าที่เปิดหน้าต่างนี้ไม่มีอยู่แล้ว',
  'secureFrame.consent.pageTitle': 'ลงชื่อเข้าใช้ด้วย {provider} (อีมูเลเตอร์ AppKit)',
  'secureFrame.consent.username': 'ชื่อผู้ใช้',
  'secureFrame.email.confirmChange': 'ยืนยันการเปลี่ยนอีเมลของคุณ',
  'secureFrame.email.confirmNew': 'ยืนยันอีเมลใหม่ของคุณ',
  'secureFrame.email.loginCode': 'รหัสเข้าสู่ระบบ AppKit ของคุณ',
  'secureFrame.email.newDevice': 'อนุมัติอุปกรณ์ใหม่',
  'secureFrame.frame.approve': 'อนุมัติ',
  'secureFrame.frame.loading': 'กำลังโหลด…',
  'secureFrame.frame.notEmbeddable': 'หน้านี้ไม่สามารถฝังกระเป๋าเงินได้',
  'secureFrame.frame.pageTitle': 'กระเป๋าเงินที่ปลอดภัยของ AppKit',
  'secureFrame.frame.ready': 'กระเป๋าเงินที่ปลอดภัยพร้อมใช้งาน',
  'secureFrame.frame.reject': 'ปฏิเสธ',
  'secureFrame.frame.requestedBy':
    '{network, select, solana {Solana} other {เชน {chainId}}} · ร้องขอโดย {origin}',
  'secureFrame.frame.requestedByNamed':
    '{network, select, solana {Solana} other {เชน {chainId}}} · ร้องขอโดย {dappName} ({origin})',
  'secureFrame.frame.sendCalls': 'ส่งการเรียก',
  'secureFrame.frame.sendTransaction': 'ส่งธุรกรรม',
  'secureFrame.frame.signMessage': 'ลงนามข้อความ',
  'secureFrame.frame.signTypedData': 'ลงนามข้อมูลแบบมีโครงสร้าง',
  'secureFrame.sessions.allow': 'อนุญาต {signer} จนถึง {until} UTC: {permissions}',
  'secureFrame.sessions.callContract': 'เรียก {functions} ที่ {address}',
  'secureFrame.sessions.grantTitle': 'ให้สิทธิ์',
  'secureFrame.sessions.revokeDetails': 'เพิกถอนเซสชัน {sessionId} ของ {account} บนเชน {chainId}',
  'secureFrame.sessions.revokeTitle': 'เพิกถอนสิทธิ์',
  'secureFrame.sessions.spendNative':
    'ใช้จ่ายได้สูงสุด {amount} {symbol} {period, select, hour {ต่อชั่วโมง} day {ต่อวัน} week {ต่อสัปดาห์} other {ทุก {seconds} วินาที}}',
  'secureFrame.sessions.spendToken':
    'ใช้จ่ายได้สูงสุด {amount} {symbol} ({token}) {period, select, hour {ต่อชั่วโมง} day {ต่อวัน} week {ต่อสัปดาห์} other {ทุก {seconds} วินาที}}',
  'secureFrame.sessions.spendTokenUnits':
    'ใช้จ่ายโทเค็น {token} ได้สูงสุด {amount} หน่วย {period, select, hour {ต่อชั่วโมง} day {ต่อวัน} week {ต่อสัปดาห์} other {ทุก {seconds} วินาที}}',
  'secureFrame.solana.callProgram': 'เรียกโปรแกรม {programId}',
  'secureFrame.solana.noInstructions': 'ไม่มีคำสั่ง',
  'secureFrame.solana.sendSol': 'ส่ง {amount} SOL ไปยัง {to}',
  'secureFrame.solana.sendToken': 'ส่งโทเค็น {mint} จำนวน {amount} ไปยังบัญชีโทเค็น {account}',
  'secureFrame.solana.sendTokenUnits': 'ส่งโทเค็น {amount} หน่วยฐานไปยังบัญชีโทเค็น {account}',
  'secureFrame.solana.sendTransactionTitle': 'ส่งธุรกรรม (Solana)',
  'secureFrame.solana.signAllTransactionsTitle': 'ลงนามธุรกรรมทั้งหมด (Solana)',
  'secureFrame.solana.signMessageTitle': 'ลงนามข้อความ (Solana)',
  'secureFrame.solana.signTransactionTitle': 'ลงนามธุรกรรม (Solana)',
  'secureFrame.solana.transactionHeader': 'ธุรกรรม {number}:',
} satisfies Messages
