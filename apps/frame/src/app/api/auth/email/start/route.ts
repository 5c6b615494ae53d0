import { nextApiRoute } from '@/server/api/nextApiRoute'
import { emailStartRoute } from '@/server/embedded/emailStartRoute'

const route = nextApiRoute(emailStartRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
