import { nextApiRoute } from '@/server/api/nextApiRoute'
import { registerNameRoute } from '@/server/names/registerNameRoute'

const route = nextApiRoute(registerNameRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
