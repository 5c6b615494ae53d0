import { handleAdminRequest } from '@/server/projects/handleAdminRequest'

export const POST = (request: Request) => handleAdminRequest(request)
