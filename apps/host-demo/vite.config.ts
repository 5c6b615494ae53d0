import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'
import { frameUrlMiddleware } from './server/frameUrlMiddleware'
import { verifySessionMiddleware } from './server/verifySessionMiddleware'

const page = (name: string) => fileURLToPath(new URL(name, import.meta.url))

// The demo's own backend, in its dev and preview servers: it checks the sign-in the page receives,
// and tells the page where the frame is. VITE_LATCH_FRAME_URL is read when the server starts, so one
// build serves `npm start` (:3000) and `npm run start:cluster` (nginx on :8080).
function hostBackend(): Plugin {
  const latchUrl = process.env.VITE_LATCH_FRAME_URL || 'http://127.0.0.1:3000'
  const middlewares = [
    frameUrlMiddleware(latchUrl),
    verifySessionMiddleware({
      projectId: process.env.LATCH_DEMO_PROJECT_ID ?? 'latch-dev',
      origin: process.env.LATCH_DEMO_ORIGIN ?? 'http://localhost:5173',
      latchUrl,
    }),
  ]
  return {
    name: 'latch-demo-backend',
    configureServer: (server) => {
      for (const middleware of middlewares) server.middlewares.use(middleware)
    },
    configurePreviewServer: (server) => {
      for (const middleware of middlewares) server.middlewares.use(middleware)
    },
  }
}

export default defineConfig({
  plugins: [react(), hostBackend()],
  server: { port: 5173, strictPort: true },
  build: {
    rolldownOptions: {
      input: {
        main: page('index.html'),
        scriptTag: page('script-tag.html'),
        inline: page('inline.html'),
        protocolLab: page('protocol-lab.html'),
        // `npm run bench`'s pair: Latch alone, and the in-page React modal it is measured against.
        latchModal: page('latch-modal.html'),
        reactModal: page('react-modal.html'),
      },
    },
  },
})
