/**
 * Whether the dev pages exist: only in local mode (`LATCH_MODE` unset or `local`), as they show
 * whatever the local services hold.
 */
export function devInboxEnabled(): boolean {
  const mode = process.env.LATCH_MODE
  return mode === undefined || mode === '' || mode === 'local'
}
