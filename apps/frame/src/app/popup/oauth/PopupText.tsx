import type { ReactNode } from 'react'

/**
 * The popup's only layout: one line of plain text, centred, in the system font.
 *
 * @example
 * <PopupText>You can close this window.</PopupText>
 */
export function PopupText({ children }: { children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-white p-6 font-sans text-neutral-800">
      <p role="status" className="text-center text-base">
        {children}
      </p>
    </main>
  )
}
