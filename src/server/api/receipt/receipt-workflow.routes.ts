/** Registering a receipt in the web app: status changes, answers and photos. */
import type { FastifyInstance } from 'fastify';
import { receiptAnswersRoute } from './receipt-answers.routes.ts';
import { receiptAttachmentsRoutes } from './receipt-attachments.routes.ts';
import { receiptStatusRoute } from './receipt-status.routes.ts';

export async function receiptWorkflowRoutes(app: FastifyInstance): Promise<void> {
  await receiptStatusRoute(app);
  await receiptAnswersRoute(app);
  await receiptAttachmentsRoutes(app);
}
