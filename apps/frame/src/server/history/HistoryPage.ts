import { z } from 'zod'
import { HistoryItem } from './HistoryItem'

/** A page of history, newest first; `next` is the cursor of the following page, null on the last. */
export const HistoryPage = z.object({ data: z.array(HistoryItem), next: z.string().nullable() })
export type HistoryPage = z.infer<typeof HistoryPage>
