import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// appType 'spa' (the default) answers /wc?uri=… with index.html in dev and preview alike: the
// catalogue's web-app links open `${webapp_link}/wc?uri=…`.
export default defineConfig({
  plugins: [react()],
  appType: 'spa',
  server: { host: '127.0.0.1', port: 5175, strictPort: true },
  preview: { host: '127.0.0.1', port: 5175, strictPort: true },
  // WalletKit and viem make one ~1.5 MB bundle; a local dev tool has no reason to split it.
  build: { chunkSizeWarningLimit: 2000 },
})
