import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../api/ApiError'
import { apiRequest } from '../testing/apiRequest'
import { createTestServices, type TestServices } from '../testing/createTestServices'
import { answerJsonRpcEndpoint, answerJsonRpcPreflight } from './answerJsonRpcEndpoint'
import { NodeUnavailableError } from './internal/forwardRpcCalls'

let services: TestServices
beforeAll(async () => {
  services = await createTestServices()
})
afterAll(() => services.close())

const post = (
  answer: Parameters<typeof answerJsonRpcEndpoint>[2],
  query = 'projectId=latch-dev&chainId=eip155:1',
) =>
  answerJsonRpcEndpoint(
    apiRequest(`/api/v1/test?${query}`, { method: 'POST', body: {} }),
    { name: 'test', services },
    answer,
  )

describe('answerJsonRpcEndpoint', () => {
  it('answers with what the endpoint works out, for an admitted caller, with CORS and no-store', async () => {
    const answer = vi.fn(async ({ project, query }) => ({
      project: project.projectId,
      chainId: query.get('chainId'),
    }))
    const response = await post(answer)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ project: 'latch-dev', chainId: 'eip155:1' })
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
  })

  it('refuses a caller the project does not admit before the endpoint works anything out', async () => {
    const answer = vi.fn(async () => 'never')
    const foreign = await answerJsonRpcEndpoint(
      apiRequest('/api/v1/test?projectId=latch-dev', {
        method: 'POST',
        body: {},
        origin: 'https://evil.example',
      }),
      { name: 'test', services },
      answer,
    )
    expect(foreign.status).toBe(403)
    expect(await foreign.json()).toMatchObject({ error: 'Invalid App Configuration' })
    const missing = await post(answer, 'chainId=eip155:1')
    expect({ status: missing.status, body: await missing.json() }).toMatchObject({
      status: 400,
      body: { error: 'Project ID Not Configured' },
    })
    expect(answer).not.toHaveBeenCalled()
  })

  it('answers a refusal with its 4xx, a silent node with 502, and anything else with a logged 500 that shows no stack', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const refused = await post(async () => {
      throw new ApiError(400, "Invalid parameter 'body'", { parameter: 'body' })
    })
    expect({ status: refused.status, body: await refused.json() }).toEqual({
      status: 400,
      body: { error: "Invalid parameter 'body'", parameter: 'body' },
    })
    const silent = await post(async () => {
      throw new NodeUnavailableError('connect ECONNREFUSED')
    })
    expect({ status: silent.status, body: await silent.json() }).toEqual({
      status: 502,
      body: { error: 'The node did not answer' },
    })
    const failed = await post(async () => {
      throw new TypeError('secret internals')
    })
    expect({ status: failed.status, body: await failed.json() }).toEqual({
      status: 500,
      body: { error: 'Internal error' },
    })
    const line = JSON.parse(String(logged.mock.calls.at(-1)?.[0]))
    expect(line).toMatchObject({
      level: 'error',
      area: 'test',
      msg: 'POST /api/v1/test failed',
      requestId: expect.any(String),
      error: { name: 'TypeError', message: 'secret internals' },
    })
    logged.mockRestore()
  })

  it('answers a preflight for POST', () => {
    const response = answerJsonRpcPreflight(apiRequest('/api/v1/test'))
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS')
  })
})
