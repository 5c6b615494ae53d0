import { nextApiRoute } from '@/server/api/nextApiRoute'
import { getNameRoute } from '@/server/names/getNameRoute'

const route = nextApiRoute(getNameRoute)
export const GET = route.handle
export const OPTIONS = route.preflight
