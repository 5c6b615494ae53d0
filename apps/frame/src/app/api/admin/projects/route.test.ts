import { describe, expect, it } from 'vitest'
import { POST } from './route'

describe('POST /api/admin/projects', () => {
  it('answers 404 while no admin endpoint is open (a frame on DATABASE_URL opens none)', async () => {
    const response = await POST(
      new Request('http://127.0.0.1:3000/api/admin/projects', {
        method: 'POST',
        headers: { authorization: `Bearer ${'0'.repeat(64)}`, 'x-forwarded-for': '127.0.0.1' },
        body: JSON.stringify({ command: 'list' }),
      }),
    )
    expect(response.status).toBe(404)
  })
})
