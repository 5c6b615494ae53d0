import { z } from 'zod'
import { defineApiRoute } from '../api/ApiRoute'

/** GET /api/getAnalyticsConfig?projectId: whether the frame should send events at all. */
export const analyticsConfigRoute = defineApiRoute({
  method: 'GET',
  input: z.object({ projectId: z.string() }),
  run: async (_input, context) => ({ isAnalyticsEnabled: context.project.features.analytics }),
})
