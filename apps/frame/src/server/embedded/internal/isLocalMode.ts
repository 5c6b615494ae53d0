/**
 * Whether the server runs in local mode (`LATCH_MODE` unset, empty or `local`), where it may stand
 * in for outside services with the local ones of `npm start`.
 *
 * @example
 * isLocalMode({ LATCH_MODE: 'upstream' }) // false
 */
export function isLocalMode(env: Record<string, string | undefined>): boolean {
  const mode = env.LATCH_MODE
  return mode === undefined || mode === '' || mode === 'local'
}
