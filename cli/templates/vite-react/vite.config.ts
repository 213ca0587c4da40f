import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// The app reads the emulator's URLs from VITE_APPKIT_* variables; the defaults are its default ports.
export default defineConfig({
  plugins: [react()],
  // One React for the app and the AppKit packages (also when they are linked from a checkout).
  resolve: { dedupe: ['react', 'react-dom'] },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1' },
  build: { target: 'es2022', chunkSizeWarningLimit: 2048 },
})
