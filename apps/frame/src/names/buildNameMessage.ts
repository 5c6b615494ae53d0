/**
 * The text a registrant signs for `POST /api/v1/profile/account` (docs/behaviour.md#calls): the JSON of the
 * name, its attributes (none yet: the view sets no avatar) and the time of signing in unix seconds.
 * The server refuses a timestamp more than 10 minutes from its clock, so the text is built when the
 * user asks to register, right before signing, never ahead of time.
 *
 * @example
 * buildNameMessage('alice.latch.id', Date.UTC(2030, 0, 1))
 * // '{"name":"alice.latch.id","attributes":{},"timestamp":1893456000}'
 */
export function buildNameMessage(name: string, nowMs: number): string {
  return JSON.stringify({ name, attributes: {}, timestamp: Math.floor(nowMs / 1000) })
}
