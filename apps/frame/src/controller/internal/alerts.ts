import type { FrameAlert } from '@/state/atoms'

/** docs/behaviour.md#errors: the one-time notice when the project refuses the host's origin (analytics answered 403). */
export const invalidAppConfigurationAlert: FrameAlert = {
  variant: 'error',
  shortMessage: 'Invalid App Configuration',
  longMessage: "The origin is not on the project's allow-list. Update the project's configuration.",
}

/** docs/behaviour.md#errors: a network the host asked for is not one this frame knows. */
export function networkNotFoundAlert(caipNetworkIds: readonly string[]): FrameAlert {
  return {
    variant: 'error',
    shortMessage: 'Network Not Found',
    longMessage: `This app asked for ${caipNetworkIds.join(', ')}, which Latch cannot reach. Check the networks in your configuration.`,
  }
}
