import { nextApiRoute } from '@/server/api/nextApiRoute'
import { signOutRoute } from '@/server/embedded/signOutRoute'

const route = nextApiRoute(signOutRoute)
export const POST = route.handle
export const OPTIONS = route.preflight
