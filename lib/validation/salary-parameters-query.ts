import * as z from 'zod/mini';
import { isIsoDate, SITUATIONS } from '@/lib/salary/rules';
import './fields';

/**
 * GET /api/salary-parameters' optional query: the situation (first permit unless given) and the
 * application date (today in Stockholm unless given). Other query parameters are ignored.
 */
export const salaryParametersQuerySchema = z.object({
  situation: z.optional(z.enum(SITUATIONS, { error: 'invalid' })),
  date: z.optional(z.string().check(z.refine((value) => isIsoDate(value), { error: 'date' }))),
});

/** The two parameters of a request's query (the first of each; absent ones left out). */
export function salaryParametersQuery(url: URL) {
  const situation = url.searchParams.get('situation');
  const date = url.searchParams.get('date');
  return salaryParametersQuerySchema.safeParse({
    ...(situation === null ? {} : { situation }),
    ...(date === null ? {} : { date }),
  });
}
