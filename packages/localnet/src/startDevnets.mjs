import { devnets } from './devnets.mjs'
import { startAnvil } from './startAnvil.mjs'

/**
 * Starts both devnets on their fixed ports, or none: if one fails, the other is stopped again.
 * @param {{ signal?: AbortSignal }} [options]
 * @returns {Promise<import('./startAnvil.mjs').Anvil[]>}
 */
export async function startDevnets({ signal } = {}) {
  const results = await Promise.allSettled(
    devnets.map((devnet) =>
      startAnvil({
        chainId: devnet.id,
        port: devnet.port,
        name: `devnet-${devnet.id}`,
        ...(signal === undefined ? {} : { signal }),
      }),
    ),
  )
  const started = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const failure = results.find((result) => result.status === 'rejected')
  if (failure) {
    await Promise.all(started.map((anvil) => anvil.stop()))
    throw failure.reason
  }
  return started
}
