import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// As the demo: the emulator's URLs come from VITE_APPKIT_* variables (the browser tests set
// them); the defaults are the emulator's default ports.
export default defineConfig({
  plugins: [react()],
  server: { host: '127.0.0.1', port: 5174 },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022', sourcemap: true },
})
