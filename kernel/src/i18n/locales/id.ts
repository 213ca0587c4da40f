import type { Messages } from '../MessageDescriptor.js'

export default {
  'alerts.INVALID_APP_CONFIGURATION.long':
    'Konfigurasi proyek ditolak (HTTP 403); periksa ID proyek dan origin',
  'alerts.INVALID_APP_CONFIGURATION.short': 'Konfigurasi tidak valid',
  'alerts.INVALID_PROJECT_ID.long': 'ID proyek tidak valid: salin lagi dari pengaturan proyek Anda',
  'alerts.INVALID_PROJECT_ID.short': 'ID proyek tidak valid',
  'alerts.JWT_TOKEN_NOT_VALID.long':
    'Sesi Anda tidak valid: periksa pengaturan waktu perangkat Anda, lalu hubungkan ulang',
  'alerts.JWT_TOKEN_NOT_VALID.short': 'Sesi berakhir',
  'alerts.LOCAL_CONFIGURATION_IGNORED.long':
    'Konfigurasi proyek mengatur fitur ini dari jarak jauh; nilai lokal diabaikan',
  'alerts.LOCAL_CONFIGURATION_IGNORED.short': 'Konfigurasi lokal diabaikan',
  'alerts.MULTI_WALLET_NOT_ENABLED.long': 'Multi-dompet dinonaktifkan di konfigurasi proyek',
  'alerts.MULTI_WALLET_NOT_ENABLED.short': 'Multi-dompet tidak aktif',
  'alerts.NETWORK_NOT_FOUND.long':
    'Jaringan tidak ditemukan - pastikan jaringan tersebut ada di array networks',
  'alerts.NETWORK_NOT_FOUND.short': 'Jaringan tidak ditemukan',
  'alerts.ORIGIN_NOT_ALLOWED.long':
    'Origin ini tidak termasuk origin yang diizinkan untuk proyek; tambahkan di pengaturan proyek',
  'alerts.ORIGIN_NOT_ALLOWED.short': 'Origin tidak diizinkan',
  'alerts.PROJECT_ID_NOT_CONFIGURED.long': 'Berikan projectId ke createAppKit',
  'alerts.PROJECT_ID_NOT_CONFIGURED.short': 'ID proyek belum diatur',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.long':
    'Terlalu banyak permintaan konfigurasi aplikasi (HTTP 429); konfigurasi lokal digunakan',
  'alerts.RATE_LIMITED_APP_CONFIGURATION.short': 'Permintaan dibatasi',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.long': 'Gagal mengambil konfigurasi aplikasi',
  'alerts.SERVER_ERROR_APP_CONFIGURATION.short': 'Kesalahan server',
  'alerts.SWITCH_NETWORK_NOT_FOUND.long':
    'Jaringan tujuan tidak termasuk jaringan yang dikonfigurasi',
  'alerts.SWITCH_NETWORK_NOT_FOUND.short': 'Jaringan tujuan tidak ada',
  'alerts.UNVERIFIED_DOMAIN.long': 'Domain ini belum diverifikasi untuk proyek',
  'alerts.UNVERIFIED_DOMAIN.short': 'Domain tak terverifikasi',
} satisfies Messages
