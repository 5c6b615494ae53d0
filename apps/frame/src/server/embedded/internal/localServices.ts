// For tests: the local SMTP inbox and OIDC provider of packages/localnet, started in this process
// on free ports. Imported by path, as @latch/localnet does not export them (they are services, not
// library code); typed here as far as the tests use them.

const localnetSrc = new URL('../../../../../../packages/localnet/src/', import.meta.url)

export type TestSmtpInbox = { smtpPort: number; httpPort: number; inboxUrl: string; close(): Promise<void> }
export type TestOidcProvider = { issuer: string; url: string; close(): Promise<void> }

/** A real SMTP server and its JSON inbox on free ports. */
export async function startTestSmtpInbox(): Promise<TestSmtpInbox> {
  const module = (await import(/* @vite-ignore */ new URL('smtp/createSmtpInbox.mjs', localnetSrc).href)) as {
    createSmtpInbox(options: { smtpPort: number; httpPort: number }): Promise<TestSmtpInbox>
  }
  return module.createSmtpInbox({ smtpPort: 0, httpPort: 0 })
}

/** The real local OIDC provider (test users alice and bob, a client per social login) on a free port. */
export async function startTestOidcProvider(): Promise<TestOidcProvider> {
  const module = (await import(
    /* @vite-ignore */ new URL('oidc/createOidcProvider.mjs', localnetSrc).href
  )) as { createOidcProvider(options: { port: number }): Promise<TestOidcProvider> }
  return module.createOidcProvider({ port: 0 })
}

export type TestFarcasterWorld = {
  rpcUrl: string
  relayUrl: string
  clientUrl: string
  close(): Promise<void>
}

/** Chain 10 with Farcaster's registries, the auth relay and the dev Farcaster client, on free ports. */
export async function startTestFarcasterWorld(): Promise<TestFarcasterWorld> {
  const module = (await import(
    /* @vite-ignore */ new URL('farcaster/startFarcasterWorld.mjs', localnetSrc).href
  )) as { startFarcasterWorld(): Promise<TestFarcasterWorld> }
  return module.startFarcasterWorld()
}
