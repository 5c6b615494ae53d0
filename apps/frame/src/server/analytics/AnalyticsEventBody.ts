import { z } from 'zod'
import { TrackingEvent } from '@/analytics/TrackingEvent'

const maxPropsBytes = 4 * 1024
const maxUrlLength = 2 * 1024

const byteLength = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length

/** The body of POST /api/e: one tracked event, as the frame (or an SDK) sends it. */
export const AnalyticsEventBody = z.object({
  /** Chosen by the sender, so that a retried POST is stored once. */
  eventId: z.uuid(),
  url: z.string().max(maxUrlLength),
  domain: z.string().max(253),
  /** Milliseconds since the epoch, when the event happened. */
  timestamp: z.number().int().min(0).max(8.64e15),
  props: z
    .object({
      type: z.literal('track'),
      event: TrackingEvent,
      properties: z.record(z.string(), z.unknown()).optional(),
    })
    .refine((props) => byteLength(props) <= maxPropsBytes, `Expected at most ${maxPropsBytes} bytes of JSON`),
})
export type AnalyticsEventBody = z.infer<typeof AnalyticsEventBody>
