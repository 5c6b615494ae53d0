import { nextApiRoute } from '@/server/api/nextApiRoute'
import { siwxSessionsRoute } from '@/server/siwx/siwxSessionsRoute'

const route = nextApiRoute(siwxSessionsRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
