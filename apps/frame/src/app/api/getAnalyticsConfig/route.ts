import { analyticsConfigRoute } from '@/server/analytics/analyticsConfigRoute'
import { nextApiRoute } from '@/server/api/nextApiRoute'

const route = nextApiRoute(analyticsConfigRoute)
export const GET = route.handle
export const OPTIONS = route.preflight
