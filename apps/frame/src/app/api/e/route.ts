import { analyticsEventRoute } from '@/server/analytics/analyticsEventRoute'
import { nextApiRoute } from '@/server/api/nextApiRoute'

const route = nextApiRoute(analyticsEventRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
