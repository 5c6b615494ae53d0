import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'
import { SolanaDeployments } from '../solana/SolanaDeployment'
import { Deployments } from './Deployment'

/**
 * The deployments file written by `npm start` (packages/localnet): `LATCH_DEPLOYMENTS_FILE`, else
 * `.latch/deployments.json` at the repository root (two levels above apps/frame, the working
 * directory of `next start`).
 */
export function deploymentsFilePath(): string {
  const override = process.env.LATCH_DEPLOYMENTS_FILE
  if (override) return path.resolve(/* turbopackIgnore: true */ override)
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), '../../.latch/deployments.json')
}

/** The Solana deployments file, `solana.json` beside the deployments file. */
export function solanaDeploymentsFilePath(): string {
  return path.join(path.dirname(deploymentsFilePath()), 'solana.json')
}

/**
 * Reads and validates the deployments file. A missing file is no deployments (the devnets run
 * without contracts, so the token and swap calls have nothing to offer); a malformed one is an error.
 */
export function readDeployments(filePath = deploymentsFilePath()): Promise<Deployments> {
  return readRecordFile(filePath, Deployments)
}

/**
 * Reads and validates the Solana deployments file, as readDeployments does the devnets' (a missing
 * file: the cluster's tokens are unknown, and only SOL is read).
 */
export function readSolanaDeployments(filePath = solanaDeploymentsFilePath()): Promise<SolanaDeployments> {
  return readRecordFile(filePath, SolanaDeployments)
}

async function readRecordFile<Schema extends z.ZodRecord>(
  filePath: string,
  schema: Schema,
): Promise<z.output<Schema>> {
  let text: string
  try {
    text = await readFile(filePath, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {} as z.output<Schema>
    throw error
  }
  const parsed = schema.safeParse(JSON.parse(text))
  if (!parsed.success)
    throw new Error(`Invalid deployments file ${filePath}:\n${z.prettifyError(parsed.error)}`)
  return parsed.data
}
