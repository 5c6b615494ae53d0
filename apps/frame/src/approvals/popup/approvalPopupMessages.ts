import * as z from '@latch/protocol/z'

// The three messages between the frame and the approval popup it opens where the browser cannot
// report the frame's visibility (docs/approvals.md). Shared by both sides so they cannot drift.
// On zod's mini build, as the host messages' schemas are: the frame loads these with its first open,
// and the full build would come with them.

/** Where the approval popup lives, at the frame's own origin. */
export const approvalPopupPath = '/popup/approve'

/** What the popup shows: a title and lines of plain text, rendered as text. */
export const ApprovalSummary = z.object({
  title: z.string().check(z.minLength(1), z.maxLength(500)),
  lines: z.array(z.string().check(z.maxLength(4_000))).check(z.maxLength(200)),
})
export type ApprovalSummary = z.infer<typeof ApprovalSummary>

/** The popup, mounted, tells the frame that opened it that it can take the request. */
export const ApprovalPopupReady = z.object({ type: z.literal('latch:approval-popup:ready') })
export type ApprovalPopupReady = z.infer<typeof ApprovalPopupReady>

/** The frame's answer to ready: what to approve, under an id the answer must repeat. */
export const ApprovalPopupRequest = z.object({
  type: z.literal('latch:approval-popup:request'),
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  summary: ApprovalSummary,
})
export type ApprovalPopupRequest = z.infer<typeof ApprovalPopupRequest>

/** The visitor's decision in the popup. */
export const ApprovalPopupAnswer = z.object({
  type: z.literal('latch:approval-popup:answer'),
  id: z.string().check(z.minLength(1), z.maxLength(100)),
  approved: z.boolean(),
})
export type ApprovalPopupAnswer = z.infer<typeof ApprovalPopupAnswer>
