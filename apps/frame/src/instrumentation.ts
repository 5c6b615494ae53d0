// The database, the projects file's projects, the CLI's admin endpoint and the wallet catalogue are
// ready before the first request, and the history indexer follows the devnets. A broken projects
// file, or a data directory held by another frame, fails the start: the frame's server
// (server/main.mjs, which starts it before it listens) exits, and under `next dev` Next answers
// every request with 500 instead of serving without them.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startServer } = await import('@/server/startServer')
    await startServer()
  }
}
