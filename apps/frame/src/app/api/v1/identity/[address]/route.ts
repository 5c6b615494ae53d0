import { nextApiRoute } from '@/server/api/nextApiRoute'
import { identityRoute } from '@/server/names/identityRoute'

const route = nextApiRoute(identityRoute)
export const GET = route.handle
export const OPTIONS = route.preflight
