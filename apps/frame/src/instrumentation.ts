// A broken projects file should stop the server at start, not fail the first visitor's request.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { readProjectsFile } = await import('@/server/projects/readProjectsFile')
    await readProjectsFile()
  }
}
