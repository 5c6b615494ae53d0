import { nextApiRoute } from '@/server/api/nextApiRoute'
import { nameSuggestionsRoute } from '@/server/names/nameSuggestionsRoute'

const route = nextApiRoute(nameSuggestionsRoute)
export const GET = route.handle
export const OPTIONS = route.preflight
