import { apiNotFound } from '@/server/api/apiNotFound'

// Every /api path that no other route takes: a JSON 404 instead of Next's HTML page.
export const GET = apiNotFound
export const HEAD = apiNotFound
export const POST = apiNotFound
export const PUT = apiNotFound
export const PATCH = apiNotFound
export const DELETE = apiNotFound
export const OPTIONS = apiNotFound
