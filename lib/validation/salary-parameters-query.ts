import * as z from 'zod/mini';
import { isoDateField, situationField } from './salary-log';

/**
 * GET /api/salary-parameters' optional query: the situation (first permit unless given) and the
 * application date (today in Stockholm unless given). Other query parameters are ignored.
 */
const salaryParametersQuerySchema = z.object({
  situation: z.optional(situationField),
  date: z.optional(isoDateField),
});

/** The two parameters of a request's query (the first of each; absent ones undefined). */
export function salaryParametersQuery({ searchParams }: URL) {
  return salaryParametersQuerySchema.safeParse({
    situation: searchParams.get('situation') ?? undefined,
    date: searchParams.get('date') ?? undefined,
  });
}
