/** Registering a receipt in the web app: status changes, answers and photos. */
import type { ApiPlugin } from '../../api-plugin.ts';
import { receiptAnswersRoute } from './receipt-answers.routes.ts';
import { receiptAttachmentsRoutes } from './receipt-attachments.routes.ts';
import { receiptStatusRoute } from './receipt-status.routes.ts';

export const receiptWorkflowRoutes: ApiPlugin = async (app) => {
  await receiptStatusRoute(app);
  await receiptAnswersRoute(app);
  await receiptAttachmentsRoutes(app);
};
