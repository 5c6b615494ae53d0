import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url))

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, strictPort: true },
  build: {
    rolldownOptions: {
      input: {
        main: page('index.html'),
        scriptTag: page('script-tag.html'),
        protocolLab: page('protocol-lab.html'),
      },
    },
  },
})
