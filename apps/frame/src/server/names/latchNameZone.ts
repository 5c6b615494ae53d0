/** The zone every name registered here lives under (SPEC.md §9: name suggestions use a fixed zone). */
export const latchNameZone = 'latch.id'
