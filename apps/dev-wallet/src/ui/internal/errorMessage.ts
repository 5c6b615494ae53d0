/** The text to show for a thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message
  if (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
  )
    return (error as { message: string }).message
  return String(error)
}
