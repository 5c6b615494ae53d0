/**
 * The inbox's HTTP JSON API: `GET /` (readiness, "ok"), `GET /messages[?to=address]`
 * (`{ messages }`, newest first), `GET /messages/:id`, `DELETE /messages` (clears).
 * @param {import('./createMessageStore.mjs').MessageStore} store
 * @returns {import('node:http').RequestListener}
 */
export function createInboxApi(store) {
  return (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const method = request.method ?? 'GET'
    if (url.pathname === '/') {
      if (method !== 'GET' && method !== 'HEAD') return refuseMethod(response, 'GET, HEAD')
      response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' }).end('ok')
      return
    }
    if (url.pathname === '/messages') {
      if (method === 'GET')
        return sendJson(response, 200, { messages: store.list(url.searchParams.get('to') ?? '') })
      if (method === 'DELETE') {
        store.clear()
        response.writeHead(204).end()
        return
      }
      return refuseMethod(response, 'GET, DELETE')
    }
    const id = /^\/messages\/([^/]+)$/.exec(url.pathname)?.[1]
    if (id !== undefined) {
      if (method !== 'GET') return refuseMethod(response, 'GET')
      const message = store.get(id)
      return message
        ? sendJson(response, 200, message)
        : sendJson(response, 404, { error: 'no such message' })
    }
    sendJson(response, 404, { error: 'not found' })
  }
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {unknown} body
 */
function sendJson(response, status, body) {
  response
    .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
    .end(JSON.stringify(body))
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {string} allow
 */
function refuseMethod(response, allow) {
  response.setHeader('Allow', allow)
  sendJson(response, 405, { error: 'method not allowed' })
}
