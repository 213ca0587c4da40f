import type { Messages } from '@appkit/kernel'

export default {
  'secureFrame.consent.approve': 'Setujui',
  'secureFrame.consent.approved': 'Disetujui. Anda dapat kembali ke aplikasi.',
  'secureFrame.consent.cancel': 'Batal',
  'secureFrame.consent.failed': 'Terjadi kesalahan',
  'secureFrame.consent.farcasterIntro':
    'Simulasi lokal untuk persetujuan {provider}: pilih nama pengguna yang akan dikembalikan oleh {provider}.',
  'secureFrame.consent.heading': 'Masuk dengan {provider}',
  'secureFrame.consent.intro':
    'Simulasi lokal untuk halaman izin {provider}: pilih nama pengguna yang akan dikembalikan oleh {provider}.',
  'secureFrame.consent.invalidUsername':
    'Masukkan nama pengguna: huruf, angka, . _ - # (maksimal 64)',
  'secureFrame.consent.linkExpired': 'Tautan login ini sudah kedaluwarsa',
  'secureFrame.consent.linkExpiredPage':
    'Tautan login ini sudah kedaluwarsa. Tutup jendela ini, lalu coba lagi.',
  'secureFrame.consent.linkExpiredTitle': 'Tautan kedaluwarsa',
  'secureFrame.consent.openerGone': 'Halaman yang membuka jendela ini sudah tidak ada.',
  'secureFrame.consent.pageTitle': 'Masuk dengan {provider} (emulator AppKit)',
  'secureFrame.consent.username': 'Nama pengguna',
  'secureFrame.email.confirmChange': 'Konfirmasi perubahan email Anda',
  'secureFrame.email.confirmNew': 'Konfirmasi email baru Anda',
  'secureFrame.email.loginCode': 'Kode login AppKit Anda',
  'secureFrame.email.newDevice': 'Setujui perangkat baru',
  'secureFrame.frame.approve': 'Setujui',
  'secureFrame.frame.loading': 'Memuat…',
  'secureFrame.frame.notEmbeddable': 'Halaman ini tidak diizinkan menyematkan dompet.',
  'secureFrame.frame.pageTitle': 'Dompet aman AppKit',
  'secureFrame.frame.ready': 'Dompet aman siap.',
  'secureFrame.frame.reject': 'Tolak',
  'secureFrame.frame.requestedBy':
    '{network, select, solana {Solana} other {Rantai {chainId}}} · diminta oleh {origin}',
  'secureFrame.frame.requestedByNamed':
    '{network, select, solana {Solana} other {Rantai {chainId}}} · diminta oleh {dappName} ({origin})',
  'secureFrame.frame.sendCalls': 'Kirim panggilan',
  'secureFrame.frame.sendTransaction': 'Kirim transaksi',
  'secureFrame.frame.signMessage': 'Tanda tangani pesan',
  'secureFrame.frame.signTypedData': 'Tanda tangani data bertipe',
  'secureFrame.sessions.allow': 'Izinkan {signer} hingga {until} UTC: {permissions}',
  'secureFrame.sessions.callContract': 'memanggil kontrak {address}: {functions}',
  'secureFrame.sessions.grantTitle': 'Berikan izin',
  'secureFrame.sessions.revokeDetails':
    'Cabut sesi {sessionId} milik {account} di rantai {chainId}',
  'secureFrame.sessions.revokeTitle': 'Cabut izin',
  'secureFrame.sessions.spendNative':
    'membelanjakan hingga {amount} {symbol} {period, select, hour {per jam} day {per hari} week {per minggu} other {setiap {seconds} detik}}',
  'secureFrame.sessions.spendToken':
    'membelanjakan hingga {amount} {symbol} ({token}) {period, select, hour {per jam} day {per hari} week {per minggu} other {setiap {seconds} detik}}',
  'secureFrame.sessions.spendTokenUnits':
    'membelanjakan hingga {amount} unit token {token} {period, select, hour {per jam} day {per hari} week {per minggu} other {setiap {seconds} detik}}',
  'secureFrame.solana.callProgram': 'Panggil program {programId}',
  'secureFrame.solana.noInstructions': 'Tidak ada instruksi',
  'secureFrame.solana.sendSol': 'Kirim {amount} SOL ke {to}',
  'secureFrame.solana.sendToken': 'Kirim {amount} token {mint} ke akun token {account}',
  'secureFrame.solana.sendTokenUnits': 'Kirim {amount} unit dasar token ke akun token {account}',
  'secureFrame.solana.sendTransactionTitle': 'Kirim transaksi (Solana)',
  'secureFrame.solana.signAllTransactionsTitle': 'Tanda tangani semua transaksi (Solana)',
  'secureFrame.solana.signMessageTitle': 'Tanda tangani pesan (Solana)',
  'secureFrame.solana.signTransactionTitle': 'Tanda tangani transaksi (Solana)',
  'secureFrame.solana.transactionHeader': 'Transaksi {number}:',
} satisfies Messages
