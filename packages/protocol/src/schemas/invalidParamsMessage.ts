/** One issue a params schema found: where (the path into the params) and what. */
export type ParamIssue = { path: readonly PropertyKey[]; message: string }

/**
 * The -32602 text for a request whose params a schema refused, from the first issue: where it is
 * (`params[0].permissions[0].data.allowance`) and what is wrong. Both are cut short, since an unknown
 * key's name comes from the request and a reply's text is bounded. Plain code, no zod: the frame
 * uses it before the schemas load.
 *
 * @example
 * invalidParamsMessage('personal_sign', { path: [0], message: 'expected 0x-prefixed hex' })
 * // 'Invalid parameters for personal_sign: params[0]: expected 0x-prefixed hex.'
 */
export function invalidParamsMessage(method: string, issue: ParamIssue | undefined): string {
  if (!issue) return `Invalid parameters for ${method}.`
  const where = issue.path
    .slice(0, 8)
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${String(key).slice(0, 40)}`))
    .join('')
  return `Invalid parameters for ${method}: ${where ? `params${where}: ` : ''}${issue.message.slice(0, 200)}.`
}
