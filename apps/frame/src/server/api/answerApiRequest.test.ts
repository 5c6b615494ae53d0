import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { balanceRoute } from '../blockchain/balanceRoute'
import { getNameRoute } from '../names/getNameRoute'
import { registerNameRoute } from '../names/registerNameRoute'
import { sessionRecordRoute } from '../smartAccounts/sessionRecordRoute'
import { sessionsListRoute } from '../smartAccounts/sessionsListRoute'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { answerApiRequest, matchApiPath } from './answerApiRequest'
import { apiRoutes } from './apiRoutes'
import { handleApiRequest } from './handleApiRequest'

let services: TestServices
beforeAll(async () => {
  services = await createTestServices()
})
afterAll(() => services.close())

describe('matchApiPath', () => {
  it('names the entry of apiRoutes of every listed path, with its parameters', () => {
    for (const [path, routes] of Object.entries(apiRoutes)) {
      const concrete = path.replaceAll(/\[(\w+)\]/g, (_whole, name: string) => `${name}-value`)
      const match = matchApiPath(concrete)
      expect(match?.path, path).toBe(path)
      expect(match?.routes, path).toEqual([routes].flat())
    }
  })

  it('decodes parameters, prefers a static segment, and names nothing else', () => {
    expect(matchApiPath('/api/v1/account/0xabc/balance')).toEqual({
      path: '/api/v1/account/[address]/balance',
      routes: [balanceRoute],
      params: { address: '0xabc' },
    })
    expect(matchApiPath('/api/v1/profile/account/ada%20lovelace.latch.id')?.params).toEqual({
      name: 'ada lovelace.latch.id',
    })
    expect(matchApiPath('/api/v1/profile/account/ada.latch.id')?.routes).toEqual([getNameRoute])
    expect(matchApiPath('/api/v1/profile/account')?.routes).toEqual([registerNameRoute])
    expect(matchApiPath('/api/v1/sessions/0xabc')?.routes).toEqual([sessionsListRoute, sessionRecordRoute])
    for (const path of ['/api/v2/nothing', '/api/getWallets/', '/api/v1/account//balance', '/api', '/embed'])
      expect(matchApiPath(path), path).toBeUndefined()
  })
})

describe('answerApiRequest', () => {
  it('answers as the route file does, without Next', async () => {
    const path = '/api/v1/supported-chains?projectId=latch-dev'
    const direct = await answerApiRequest(apiRequest(path), { services })
    const throughRoute = await handleApiRequest(
      apiRequest(path),
      apiRoutes['/api/v1/supported-chains'] as never,
      {
        services,
      },
    )
    expect(direct?.status).toBe(200)
    expect(await direct?.json()).toEqual(await throughRoute.json())
    expect(direct?.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
  })

  it('passes path parameters, and answers HEAD as GET without a body', async () => {
    const path = '/api/v1/profile/account/nobody-here.latch.id?projectId=latch-dev'
    const get = await answerApiRequest(apiRequest(path), { services })
    const head = await answerApiRequest(
      new Request(`http://127.0.0.1:3000${path}`, {
        method: 'HEAD',
        headers: { origin: 'http://localhost:5173' },
      }),
      {
        services,
      },
    )
    expect(get?.status).toBe(404)
    expect(head?.status).toBe(get?.status)
    expect(await head?.text()).toBe('')
  })

  it('answers a preflight with every method of the path, and 405 with Allow for another', async () => {
    const preflight = await answerApiRequest(
      new Request('http://127.0.0.1:3000/api/v1/sessions/0xabc', {
        method: 'OPTIONS',
        headers: { origin: 'https://shop.example' },
      }),
    )
    expect(preflight?.status).toBe(204)
    expect(preflight?.headers.get('access-control-allow-methods')).toBe('GET, POST, OPTIONS')

    const put = await answerApiRequest(apiRequest('/api/v1/supported-chains', { method: 'PUT' as never }), {
      services,
    })
    expect(put?.status).toBe(405)
    expect(put?.headers.get('allow')).toBe('GET, OPTIONS')
    expect(await put?.json()).toEqual({ error: 'Method PUT is not allowed here: GET', parameter: 'method' })
  })

  it('refuses a path that is not text, and leaves any other path to the caller', async () => {
    const bad = await answerApiRequest(apiRequest('/api/getWalletImage/%FF'))
    expect(bad?.status).toBe(400)
    expect(await bad?.json()).toMatchObject({ parameter: 'path' })
    expect(await answerApiRequest(apiRequest('/api/v2/nothing'))).toBeUndefined()
    expect(await answerApiRequest(apiRequest('/embed?projectId=latch-dev'))).toBeUndefined()
  })
})
