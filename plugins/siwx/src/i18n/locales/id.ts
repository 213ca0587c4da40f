import type { Messages } from '@appkit/kernel'

export default {
  'siwx.error.noActiveCaipAddress': 'Alamat aktif tidak ditemukan',
  'siwx.error.noActiveCaipNetworkOrClient': 'Jaringan aktif atau klien tidak ditemukan',
  'siwx.error.noConnectionClient': 'Klien koneksi tidak ditemukan',
  'siwx.error.signingFailed': 'Gagal menandatangani pesan',
  'siwx.signIn.approveInWallet': 'Setujui permintaan di dompet Anda',
  'siwx.signIn.cancel': 'Batal',
  'siwx.signIn.explanation':
    'Tanda tangani pesan di dompet Anda untuk membuktikan bahwa akun ini milik Anda di {networkName}. Penandatanganan gratis dan tidak mengirim transaksi apa pun.',
  'siwx.signIn.explanationWithoutNetwork':
    'Tanda tangani pesan di dompet Anda untuk membuktikan bahwa akun ini milik Anda. Penandatanganan gratis dan tidak mengirim transaksi apa pun.',
  'siwx.signIn.required':
    'Anda wajib masuk: membatalkan akan kembali ke jaringan tempat Anda sudah masuk, atau memutuskan koneksi.',
  'siwx.signIn.sign': 'Tanda tangani',
  'siwx.signIn.signing': 'Menandatangani…',
  'siwx.signIn.title': 'Masuk ke {appName}',
  'siwx.signIn.titleWithoutAppName': 'Masuk ke aplikasi ini',
  'siwx.title': 'Masuk',
} satisfies Messages
