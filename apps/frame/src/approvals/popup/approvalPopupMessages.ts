import { z } from 'zod'

// The three messages between the frame and the approval popup it opens where the browser cannot
// report the frame's visibility (docs/approvals.md). Shared by both sides so they cannot drift.

/** Where the approval popup lives, at the frame's own origin. */
export const approvalPopupPath = '/popup/approve'

/** What the popup shows: a title and lines of plain text, rendered as text. */
export const ApprovalSummary = z.object({
  title: z.string().min(1).max(500),
  lines: z.array(z.string().max(4_000)).max(200),
})
export type ApprovalSummary = z.infer<typeof ApprovalSummary>

/** The popup, mounted, tells the frame that opened it that it can take the request. */
export const ApprovalPopupReady = z.object({ type: z.literal('latch:approval-popup:ready') })
export type ApprovalPopupReady = z.infer<typeof ApprovalPopupReady>

/** The frame's answer to ready: what to approve, under an id the answer must repeat. */
export const ApprovalPopupRequest = z.object({
  type: z.literal('latch:approval-popup:request'),
  id: z.string().min(1).max(100),
  summary: ApprovalSummary,
})
export type ApprovalPopupRequest = z.infer<typeof ApprovalPopupRequest>

/** The visitor's decision in the popup. */
export const ApprovalPopupAnswer = z.object({
  type: z.literal('latch:approval-popup:answer'),
  id: z.string().min(1).max(100),
  approved: z.boolean(),
})
export type ApprovalPopupAnswer = z.infer<typeof ApprovalPopupAnswer>
