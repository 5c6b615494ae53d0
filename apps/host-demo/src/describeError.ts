/** A failed action as the page shows it: the user-facing message and, when there is more, details. */
export type ErrorDescription = { message: string; details: string | undefined }

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

/**
 * viem's and Latch's errors carry the user-facing text in `shortMessage` (their `message` adds
 * details and versions) and the explanation in `details`; EIP-1193 errors may be plain objects.
 */
export function describeError(error: unknown): ErrorDescription {
  if (typeof error !== 'object' || error === null)
    return { message: text(error) ?? 'Something went wrong.', details: undefined }
  const { shortMessage, message, details } = error as Record<string, unknown>
  const shown = text(shortMessage) ?? text(message) ?? 'Something went wrong.'
  return { message: shown, details: text(details) === shown ? undefined : text(details) }
}
