interface ImportMetaEnv {
  /** Where the Latch frame runs; http://127.0.0.1:3000 when unset. */
  readonly VITE_LATCH_FRAME_URL?: string
  readonly VITE_LATCH_SOLANA_RPC?: string
}

interface Window {
  /** Set by /latch-frame-url.js, which the demo's dev and preview servers serve before the app. */
  latchFrameUrl?: string
}
