import { InputText } from '@latch/protocol'
import { z } from 'zod'
import { TrackingEvent } from '@/analytics/TrackingEvent'
import { InputJson } from '../api/InputJson'

const maxPropsBytes = 4 * 1024
const maxUrlLength = 2 * 1024

// Infinite for what cannot be written as JSON at all, so that the limit refuses it rather than throws.
function byteLength(value: unknown): number {
  try {
    return new TextEncoder().encode(JSON.stringify(value)).length
  } catch {
    return Number.POSITIVE_INFINITY
  }
}

/** The body of POST /api/e: one tracked event, as the frame (or an SDK) sends it. */
export const AnalyticsEventBody = z.object({
  /** Chosen by the sender, so that a retried POST is stored once. */
  eventId: z.uuid(),
  url: InputText.check(z.maxLength(maxUrlLength)),
  domain: InputText.check(z.maxLength(253)),
  /**
   * Milliseconds since the epoch, when the event happened: up to the end of the year 9999, as later
   * years come out of toISOString in a form the database does not read.
   */
  timestamp: z.number().int().min(0).max(253_402_300_799_999),
  props: z
    .object({
      type: z.literal('track'),
      event: TrackingEvent,
      properties: z.record(InputText, InputJson).optional(),
    })
    .refine((props) => byteLength(props) <= maxPropsBytes, `Expected at most ${maxPropsBytes} bytes of JSON`),
})
export type AnalyticsEventBody = z.infer<typeof AnalyticsEventBody>
