import { setTimeout as sleep } from 'node:timers/promises'
import type { AdminCommand } from '../AdminCommand'
import { AdminResult } from '../AdminResult'
import { processAlive } from './processAlive'
import { readAdminFile } from './readAdminFile'

/** How long a frame that holds the directory but does not answer yet (it is starting) is waited for. */
const startupWaitMs = 15_000

/**
 * Sends `command` to the frame that holds the PGlite data directory `dataDir`, as its admin file
 * says. Undefined when no frame holds it (no admin file, or one left by a frame that is gone), so
 * that the caller may open the directory itself. Throws the frame's refusal, or when a live frame
 * holds the directory and does not answer.
 */
export async function sendAdminCommand(
  dataDir: string,
  command: AdminCommand,
): Promise<AdminResult | undefined> {
  const file = await readAdminFile(dataDir)
  if (!file || !processAlive(file.pid)) return undefined
  const deadline = Date.now() + startupWaitMs
  for (;;) {
    let response: Response
    try {
      response = await fetch(new URL('/api/admin/projects', file.url), {
        method: 'POST',
        headers: { authorization: `Bearer ${file.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(command),
        signal: AbortSignal.timeout(30_000),
      })
    } catch (error) {
      if (!processAlive(file.pid)) return undefined
      if (!connectionRefused(error) || Date.now() > deadline)
        throw new Error(
          `The frame (pid ${file.pid}) holds ${dataDir} but does not answer at ${file.url}: ${messageOf(error)}`,
        )
      await sleep(250)
      continue
    }
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const error =
        typeof body === 'object' && body !== null && 'error' in body ? String(body.error) : undefined
      throw new Error(error ?? `The frame at ${file.url} answered ${response.status}`)
    }
    return AdminResult.parse(body)
  }
}

function connectionRefused(error: unknown): boolean {
  return error instanceof Error && (error.cause as NodeJS.ErrnoException | undefined)?.code === 'ECONNREFUSED'
}

function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message
}
