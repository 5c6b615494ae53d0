import { nextApiRoute } from '@/server/api/nextApiRoute'
import { reverseNamesRoute } from '@/server/names/reverseNamesRoute'

const route = nextApiRoute(reverseNamesRoute)
export const GET = route.handle
export const OPTIONS = route.preflight
