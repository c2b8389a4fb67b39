import { createLeadRoute, postOnly } from '@/lib/api/lead-route';
import { logSalaryVerification } from '@/lib/leads/salary';
import { salaryLogSchema } from '@/lib/validation/salary-log';

// Called before each salary calculation; the page never waits on it. No email.
export const POST = createLeadRoute({
  route: 'log-salary-verification',
  schema: salaryLogSchema,
  store: logSalaryVerification,
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = postOnly;
