#!/usr/bin/env node
// The local OIDC provider as a process: `node packages/localnet/src/oidc/main.mjs [--port 5556]`.
// Ready once GET /.well-known/openid-configuration answers 200; stops on SIGTERM or SIGINT.
import { parseArgs } from 'node:util'
import { createOidcProvider } from './createOidcProvider.mjs'

const { values } = parseArgs({ options: { port: { type: 'string', default: '5556' } } })
const port = Number(values.port)
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`oidc: --port must be a port number, not ${JSON.stringify(values.port)}`)
  process.exit(2)
}

const provider = await createOidcProvider({ port }).catch((/** @type {unknown} */ error) => {
  console.error(`oidc: cannot listen on 127.0.0.1:${port}: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
})
console.log(`oidc listening on ${provider.url}`)

for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
  process.once(signal, async () => {
    await provider.close()
    process.exit(0)
  })
}
