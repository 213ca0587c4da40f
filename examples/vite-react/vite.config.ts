import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The demo reads the emulator's URLs from VITE_APPKIT_* variables (set by `npm run dev` from
// .appkit/emulator.json, or by the browser tests); the defaults are the emulator's default ports.
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: true },
})
