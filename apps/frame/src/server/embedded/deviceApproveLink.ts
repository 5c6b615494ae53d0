import { and, eq, isNull } from 'drizzle-orm'
import { getServerServices } from '../api/getServerServices'
import type { ServerServices } from '../api/ServerServices'
import { embeddedChallenges, embeddedDevices } from '../db/schema'
import { maxCodeAttempts } from './internal/lifetimes'
import { mailMessages } from './internal/mailMessages'
import { hashToken } from './internal/secrets'

/**
 * GET /api/auth/device/approve?token=…: the link of a device mail, opened in whatever browser reads
 * the mail (so no projectId, no Origin: the token is the proof). Approves the device and answers a
 * plain page saying so, in that browser's language; the waiting frame learns it from device/status. Opening it again answers the
 * same; a token unknown, expired or of a challenge ended by wrong codes answers 410.
 *
 * @example
 * export const GET = (request: Request) => handleDeviceApproveLink(request)
 */
export async function handleDeviceApproveLink(
  request: Request,
  services?: ServerServices,
): Promise<Response> {
  const { db, now } = services ?? (await getServerServices())
  const language = await mailMessages(request)
  const { t } = language
  const page = (status: number, sentence: string) => pageOf(status, sentence, language)
  const token = new URL(request.url).searchParams.get('token') ?? ''
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return page(400, t.linkInvalid())
  const at = now()
  const [device] = await db
    .select()
    .from(embeddedChallenges)
    .where(and(eq(embeddedChallenges.linkTokenHash, hashToken(token)), eq(embeddedChallenges.kind, 'device')))
  if (
    !device?.userId ||
    !device.deviceId ||
    device.expiresAt.getTime() <= at.getTime() ||
    device.attempts >= maxCodeAttempts
  )
    return page(410, t.linkExpired())
  await db
    .update(embeddedChallenges)
    .set({ approvedAt: at })
    .where(and(eq(embeddedChallenges.challengeId, device.challengeId), isNull(embeddedChallenges.approvedAt)))
  await db
    .insert(embeddedDevices)
    .values({ userId: device.userId, deviceId: device.deviceId, approvedAt: at })
    .onConflictDoNothing()
  return page(200, t.deviceApproved())
}

/** A minimal page of one sentence (a catalogue's text only), never cached, never framed. */
function pageOf(status: number, sentence: string, language: { locale: string; dir: string }): Response {
  const html = `<!doctype html>
<html lang="${language.locale}" dir="${language.dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Latch</title></head>
<body style="font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem"><p>${sentence}</p></body>
</html>
`
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}

/** The approval link in a device mail's text, if any (for tests and the dev inbox). */
export function deviceApproveLinkFrom(text: string): string | undefined {
  return /https?:\/\/\S+\/api\/auth\/device\/approve\?token=[A-Za-z0-9_-]{43}/.exec(text)?.[0]
}
