import { fileURLToPath } from 'node:url'
import { runProjectCli } from '../src/server/projects/runProjectCli'

// The project CLI; see runProjectCli for the commands, or run it with --help.
process.exitCode = await runProjectCli(process.argv.slice(2), {
  frameDir: fileURLToPath(new URL('..', import.meta.url)),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
})
