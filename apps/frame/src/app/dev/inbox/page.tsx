import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { type DevInbox, devInboxEnabled, readDevInbox } from '@/server/devInbox'

export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Dev inbox · Latch', robots: { index: false } }

export default async function DevInboxPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  if (!devInboxEnabled()) notFound()
  const { to } = await searchParams
  const filter = typeof to === 'string' ? to.trim() : ''
  const inbox = await readDevInbox({ to: filter })
  return (
    <main className="mx-auto max-w-3xl p-8 font-sans">
      <meta httpEquiv="refresh" content="3" />
      <h1 className="text-xl font-semibold">Dev inbox</h1>
      <p className="mb-4 text-sm text-neutral-600">
        Mail sent to the local SMTP server, newest first. This page reloads every 3 seconds.
      </p>
      <search>
        <form method="get" className="mb-6 flex gap-2">
          <label htmlFor="to" className="sr-only">
            Recipient
          </label>
          <input
            id="to"
            name="to"
            type="email"
            defaultValue={filter}
            placeholder="Recipient, e.g. alice@latch.test"
            className="flex-1 rounded border border-neutral-300 px-3 py-1.5"
          />
          <button type="submit" className="rounded border border-neutral-300 px-3 py-1.5">
            Filter
          </button>
          {filter ? (
            <a href="/dev/inbox" className="self-center text-sm underline">
              Show all
            </a>
          ) : null}
        </form>
      </search>
      <InboxContent inbox={inbox} filter={filter} />
    </main>
  )
}

function InboxContent({ inbox, filter }: { inbox: DevInbox; filter: string }) {
  if (inbox.status === 'unreachable')
    return (
      <p role="alert">
        The local SMTP inbox is not running (nothing answers at {inbox.inboxUrl}: {inbox.reason}). Start it
        with <code>node packages/localnet/src/smtp/main.mjs</code>.
      </p>
    )
  if (inbox.status === 'invalid')
    return (
      <p role="alert">
        The local SMTP inbox at {inbox.inboxUrl} did not answer as expected: {inbox.reason}
      </p>
    )
  if (inbox.messages.length === 0) return <p>{filter ? `No mail for ${filter}.` : 'No mail yet.'}</p>
  return (
    <ol className="grid gap-4">
      {inbox.messages.map((message) => (
        <li key={message.id} className="rounded border border-neutral-200 p-4">
          <article aria-label={message.subject || '(no subject)'}>
            <h2 className="font-semibold">{message.subject || '(no subject)'}</h2>
            <dl className="my-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-neutral-600">
              <dt>From</dt>
              <dd>{message.from}</dd>
              <dt>To</dt>
              <dd>{message.to.join(', ')}</dd>
              <dt>Received</dt>
              <dd>
                <time dateTime={message.receivedAt}>{formatReceivedAt(message.receivedAt)}</time>
              </dd>
            </dl>
            <pre className="whitespace-pre-wrap break-words font-mono text-sm">{message.text}</pre>
          </article>
        </li>
      ))}
    </ol>
  )
}

function formatReceivedAt(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`
}
