import { nextApiRoute } from '@/server/api/nextApiRoute'
import { convertAllowanceRoute } from '@/server/swap/convertAllowanceRoute'

const route = nextApiRoute(convertAllowanceRoute)
export const GET = route.handle
export const OPTIONS = route.preflight
