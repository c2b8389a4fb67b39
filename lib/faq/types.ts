// Plain shapes of the FAQ rows (camelCase, as the Prisma models), without Prisma types, so that
// client components and the content-file fallback can use them too.
export interface FaqCategoryRecord {
  id: string;
  key: string;
  titleSv: string;
  titleEn: string;
  sortOrder: number;
}

export interface FaqRecord {
  id: string;
  categoryKey: string;
  questionSv: string;
  questionEn: string;
  answerSv: string;
  answerEn: string;
  sortOrder: number;
  isPublished: boolean;
}
