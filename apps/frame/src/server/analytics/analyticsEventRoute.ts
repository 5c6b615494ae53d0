import { defineApiRoute } from '../api/ApiRoute'
import { ProjectIdParam } from '../api/ProjectIdParam'
import { analyticsEvents } from '../db/schema'
import { limitRequest } from '../rateLimit/limitRequest'
import { requestLimits } from '../rateLimit/requestLimits'
import { AnalyticsEventBody } from './AnalyticsEventBody'

const accepted = (body: Record<string, unknown>) =>
  Response.json(body, { status: 202, headers: { 'Cache-Control': 'no-store' } })

/**
 * POST /api/e?projectId: stores one tracked event (202 {}), once per eventId however often it is
 * retried. MODAL_CREATED, and every event of a project with analytics off, are accepted and not
 * stored (202 { stored: false }), as docs/behaviour.md#calls skips them.
 */
export const analyticsEventRoute = defineApiRoute({
  method: 'POST',
  input: AnalyticsEventBody.extend({ projectId: ProjectIdParam }),
  run: async (input, context) => {
    if (input.props.event === 'MODAL_CREATED' || !context.project.features.analytics)
      return accepted({ stored: false })
    await limitRequest(context, requestLimits.analyticsEvents)
    await context.db
      .insert(analyticsEvents)
      .values({
        projectId: context.project.projectId,
        eventId: input.eventId,
        event: input.props.event,
        url: input.url,
        domain: input.domain,
        timestamp: new Date(input.timestamp),
        props: input.props,
        receivedAt: context.now(),
      })
      .onConflictDoNothing({ target: [analyticsEvents.projectId, analyticsEvents.eventId] })
    return accepted({})
  },
})
