import { createDatabase } from '../db/createDatabase'
import { databaseOptionsFromEnv } from '../db/getDatabase'
import type { AdminCommand } from './AdminCommand'
import type { AdminResult } from './AdminResult'
import { formatAdminResult } from './internal/formatAdminResult'
import { parseProjectArgs } from './internal/parseProjectArgs'
import { projectsFilePath } from './internal/projectsFilePath'
import { sendAdminCommand } from './internal/sendAdminCommand'
import { UsageError } from './internal/UsageError'
import { readProjectsFile } from './readProjectsFile'
import { runAdminCommand } from './runAdminCommand'
import { seedProjects } from './seedProjects'

export const projectCliUsage = `Usage: npm run -s project -- <command> [options]

Manages the frame's projects: who may embed Latch, and what they get.

Commands:
  create --name <name> --origin <origin> [--origin <origin> ...] [--network <caip2> ...] [--no-analytics]
                                 creates a project and prints its new projectId (only that, on stdout);
                                 networks default to the frame's devnets, analytics to on
  list                           lists the projects: projectId, name, origins, analytics, sponsor gas,
                                 restricted time zones
  allow <projectId> <origin>     adds an origin to the project's allow-list
  deny <projectId> <origin>      removes an origin from the project's allow-list
  analytics <projectId> on|off   turns the project's analytics on or off
  sponsor-gas <projectId> on|off turns on or off the paymaster paying its users' smart-account gas
  time-zones <projectId> [<time zone> ...]
                                 hides swaps and the onramp from visitors in these IANA time zones
                                 (Europe/Paris, America/New_York); none clears the list
  networks <projectId> <caip2> [<caip2> ...]
                                 sets the networks the project offers, in order (the first of each
                                 namespace is where an account starts): eip155:31337, solana:localnet,
                                 bip122:0f9188f13cb7b2c71f2a335e3a4fc328, near:testnet
  --help                         prints this

An origin is exact (https://shop.example) or any port of one host (http://localhost:*): lowercase,
no path, no trailing slash, no default port.

The database: Postgres at DATABASE_URL when it is set, else the PGlite directory LATCH_DATA_DIR
(default .latch/db at the repository root, as the frame's). A running frame holds its PGlite
directory: the commands then go through the frame (see <dir>/admin.json) and apply at once.

Exit codes: 0 done, 1 refused or failed (the message says why), 2 bad command line.
`

type ProjectCliIo = {
  /** apps/frame, for the defaults the frame itself uses (data directory, projects file). */
  frameDir: string
  stdout(text: string): void
  stderr(text: string): void
}

/**
 * The project CLI (`npm run project -- <command>`): parses `argv`, runs the command where the
 * database is, prints the result, and answers the exit code.
 *
 * @example
 * process.exitCode = await runProjectCli(process.argv.slice(2), { frameDir, stdout, stderr })
 */
export async function runProjectCli(argv: readonly string[], io: ProjectCliIo): Promise<number> {
  let args: ReturnType<typeof parseProjectArgs>
  try {
    args = parseProjectArgs(argv)
  } catch (error) {
    if (!(error instanceof UsageError)) throw error
    io.stderr(`${error.message}\n\n${projectCliUsage}`)
    return 2
  }
  if (args.kind === 'help') {
    io.stdout(projectCliUsage)
    return 0
  }
  try {
    const { stdout, stderr } = formatAdminResult(args.command, await execute(args.command, io.frameDir))
    io.stdout(stdout)
    io.stderr(stderr)
    return 0
  } catch (error) {
    io.stderr(`Error: ${error instanceof Error ? error.message : String(error)}\n`)
    return 1
  }
}

/**
 * Through the frame that holds the PGlite directory, else on the database directly. Opened directly,
 * the database first gets the projects file's projects, as the frame's start would add them.
 */
async function execute(command: AdminCommand, frameDir: string): Promise<AdminResult> {
  const options = databaseOptionsFromEnv(frameDir)
  if ('dataDir' in options) {
    const result = await sendAdminCommand(options.dataDir, command)
    if (result) return result
  }
  const projects = await readProjectsFile(projectsFilePath(frameDir))
  const handle = await createDatabase(options)
  try {
    await seedProjects(handle.db, projects.values())
    return await runAdminCommand(handle.db, command)
  } finally {
    await handle.close()
  }
}
