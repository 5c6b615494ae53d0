import { sql } from 'drizzle-orm'
import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { analyticsEvents } from '../db/schema'
import { limitRequest } from '../rateLimit/limitRequest'
import { requestLimits } from '../rateLimit/requestLimits'
import { AnalyticsEventBody } from './AnalyticsEventBody'

const accepted = (body: Record<string, unknown>) =>
  Response.json(body, { status: 202, headers: { 'Cache-Control': 'no-store' } })

// Bare column names, as an insert's column list wants them.
const [projectId, eventId, event, url, domain, timestamp, props, receivedAt] = [
  analyticsEvents.projectId,
  analyticsEvents.eventId,
  analyticsEvents.event,
  analyticsEvents.url,
  analyticsEvents.domain,
  analyticsEvents.timestamp,
  analyticsEvents.props,
  analyticsEvents.receivedAt,
].map((column) => sql.identifier(column.name))

/**
 * POST /api/e?projectId: stores one tracked event (202 {}), once per eventId however often it is
 * retried. MODAL_CREATED, and every event of a project with analytics off, are accepted and not
 * stored (202 { stored: false }), as docs/behaviour.md#calls skips them. The event is inserted in
 * the rate limits' own statement (one round trip and one commit a request: this is the API's
 * busiest write, docs/benchmarks.md), and only when the request is within them.
 */
export const analyticsEventRoute = defineApiRoute({
  method: 'POST',
  input: AnalyticsEventBody.extend({ projectId: ProjectIdParam }),
  run: async (input, context) => {
    if (input.props.event === 'MODAL_CREATED' || !context.project.features.analytics)
      return accepted({ stored: false })
    await limitRequest(context, requestLimits.analyticsEvents, {
      write: (withinLimits) => sql`
        insert into ${analyticsEvents} (${projectId}, ${eventId}, ${event}, ${url}, ${domain}, ${timestamp}, ${props}, ${receivedAt})
        select ${context.project.projectId}, ${input.eventId}::uuid, ${input.props.event}, ${input.url}, ${input.domain},
          ${new Date(input.timestamp).toISOString()}::timestamptz, ${JSON.stringify(input.props)}::jsonb,
          ${context.now().toISOString()}::timestamptz
        where ${withinLimits}
        on conflict (${projectId}, ${eventId}) do nothing`,
    })
    return accepted({})
  },
})
