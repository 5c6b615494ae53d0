import type { AnySocialProvider } from '@latch/shared-types'

/**
 * The id of a social login's mark, a symbol the server writes into the /embed document
 * (src/server/embed/SocialMarkSymbols.tsx), for a view to draw with `<use href="#…">`.
 */
export const socialMarkId = (provider: AnySocialProvider) => `latch-social-${provider}`
