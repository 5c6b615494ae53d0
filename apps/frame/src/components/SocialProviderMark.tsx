import type { AnySocialProvider } from '@latch/shared-types'
import { socialMarkId } from '@/embedded/social/socialMarkId'

/**
 * A social login's mark in the tile the login lists show before its name: the provider's logo, a
 * symbol of the /embed document (src/server/embed/SocialMarkSymbols.tsx), so the views' JavaScript
 * carries no icon. Decorative: the button's text names the provider.
 */
export function SocialProviderMark({ provider }: { provider: AnySocialProvider }) {
  return (
    <span
      aria-hidden="true"
      className="grid size-10 shrink-0 place-items-center rounded-lg bg-latch-border"
      data-testid="social-mark"
    >
      <svg aria-hidden="true" data-icon={provider} className="latch-brand-icon">
        <use href={`#${socialMarkId(provider)}`} />
      </svg>
    </span>
  )
}
