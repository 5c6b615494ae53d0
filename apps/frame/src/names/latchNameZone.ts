/** The zone every name registered here lives under (SPEC.md §7: the suggestions call names a zone). */
export const latchNameZone = 'latch.id'
