import { Agent, request } from 'node:http'
import { devAddress, hostUrl } from './fixtures'

/**
 * Sends `count` name registrations (signed by nobody: the per-client limit counts them before the
 * signature is checked) to the frame at `frameUrl`, one after another on one connection, each
 * claiming another client in X-Forwarded-For. Returns their statuses and how many sockets carried
 * them.
 *
 * @example
 * const { statuses } = await registrationsFromInventedClients('http://127.0.0.1:3000', 200)
 */
export async function registrationsFromInventedClients(
  frameUrl: string,
  count: number,
): Promise<{ statuses: number[]; sockets: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const sockets = new Set<unknown>()
  const statuses: number[] = []
  try {
    for (let index = 0; index < count; index++) {
      const body = JSON.stringify({
        projectId: 'latch-dev',
        coin_type: 60,
        address: devAddress,
        message: JSON.stringify({
          name: `spread${index}.latch.id`,
          attributes: {},
          timestamp: Math.floor(Date.now() / 1000),
        }),
        signature: `0x${'ab'.repeat(65)}`,
      })
      statuses.push(
        await new Promise<number>((resolve, reject) => {
          const sent = request(
            `${frameUrl}/api/v1/profile/account`,
            {
              method: 'POST',
              agent,
              headers: {
                'content-type': 'application/json',
                origin: hostUrl,
                'x-forwarded-for': `198.51.${Math.floor(index / 250)}.${index % 250}`,
                'x-real-ip': `203.0.113.${index % 250}`,
              },
            },
            (response) => {
              response.resume()
              response.on('end', () => resolve(response.statusCode ?? 0))
            },
          )
          sent.on('socket', (socket) => sockets.add(socket))
          sent.on('error', reject)
          sent.end(body)
        }),
      )
    }
  } finally {
    agent.destroy()
  }
  return { statuses, sockets: sockets.size }
}
