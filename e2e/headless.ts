import type { Page } from '@playwright/test'

/** The script-tag build's global, as far as these tests use it. */
type LatchGlobal = {
  getLatch(): { embedded(type: string, payload: unknown): Promise<Record<string, string>> }
}

/**
 * Sends one headless embedded-wallet message from a host page of the script-tag build
 * (`${hostUrl}/script-tag.html`): its success payload, or `{ error: { code, message } }` when the
 * frame refused it, so a test reads both as values.
 */
export function sendHeadless(
  page: Page,
  type: string,
  payload: unknown = {},
): Promise<Record<string, string> | { error: { code: number; message: string } }> {
  return page.evaluate(
    ([type, payload]) =>
      (window as unknown as { Latch: LatchGlobal }).Latch.getLatch()
        .embedded(type, payload)
        .catch((error: { code: number; message: string }) => ({
          error: { code: error.code, message: error.message },
        })),
    [type, payload] as const,
  )
}
