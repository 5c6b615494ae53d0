import { nextApiRoute } from '@/server/api/nextApiRoute'
import { historyRoute } from '@/server/history/historyRoute'

const route = nextApiRoute(historyRoute)
export const GET = route.handle
export const OPTIONS = route.preflight
