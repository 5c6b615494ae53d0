/** The zone every name registered here lives under (docs/behaviour.md#calls: the suggestions call names a zone). */
export const latchNameZone = 'latch.id'
