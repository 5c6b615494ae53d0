import type { FrameAlert } from '../atoms'

/** SPEC.md §8: the one-time notice when the project refuses the host's origin (analytics answered 403). */
export const invalidAppConfigurationAlert: FrameAlert = {
  variant: 'error',
  shortMessage: 'Invalid App Configuration',
  longMessage: "The origin is not on the project's allow-list. Update the project's configuration.",
}
