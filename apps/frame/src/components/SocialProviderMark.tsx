import type { AnySocialProvider } from '@latch/shared-types'

/**
 * A social login's mark in the tile the login lists show before its name: the provider's logo, drawn
 * by globals.css from the provider's id (an SVG mask, so the views' JavaScript carries no icon).
 * Decorative: the button's text names the provider.
 */
export function SocialProviderMark({ provider }: { provider: AnySocialProvider }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-lg bg-latch-border"
      data-testid="social-mark"
    >
      <span data-icon={provider} className="latch-icon latch-brand-icon" />
    </span>
  )
}
