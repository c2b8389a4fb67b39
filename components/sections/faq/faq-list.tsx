import type { ReactNode } from 'react';
import {
  AccordionContent,
  AccordionItem,
  AccordionRoot,
  AccordionTrigger,
} from '@/components/ui/accordion';

export interface FaqListGroup {
  key: string;
  title: string;
  items: { id: string; question: string; answer: string }[];
}

interface Props {
  groups: FaqListGroup[];
  /** Shown inside a category that has no published questions. */
  emptyCategoryText: string;
  countLabel: (count: number) => string;
  /** Shown instead of the accordion when there are no categories at all. */
  emptyState: ReactNode;
}

/**
 * Categories as an accordion where several can be open at once; each holds its questions as an
 * accordion with one open at a time (collapsible). Category triggers are h2, questions h3.
 */
export function FaqList({ groups, emptyCategoryText, countLabel, emptyState }: Props) {
  if (groups.length === 0) return <>{emptyState}</>;
  const [first] = groups;
  return (
    <AccordionRoot type="multiple" defaultValue={first ? [first.key] : []} className="space-y-4">
      {groups.map((group) => (
        <AccordionItem
          key={group.key}
          value={group.key}
          className="rounded-2xl border border-line bg-surface shadow-sm"
        >
          {/* No overflow-hidden on the card: it would clip the trigger's focus ring. The trigger
              rounds its own hover background to the card's corners instead. */}
          <AccordionTrigger
            level={2}
            className="rounded-[15px] px-5 py-5 text-left hover:bg-brand-50 data-[state=open]:rounded-b-none sm:px-6"
          >
            <span className="block text-lg font-bold text-brand-900 sm:text-xl">{group.title}</span>
            <span className="mt-0.5 block text-sm font-normal text-muted">
              {countLabel(group.items.length)}
            </span>
          </AccordionTrigger>
          <AccordionContent className="border-t border-line px-3 pb-3 sm:px-4">
            {group.items.length === 0 ? (
              <p className="px-2 py-4 text-muted">{emptyCategoryText}</p>
            ) : (
              <AccordionRoot type="single" collapsible className="divide-y divide-line">
                {group.items.map((item) => (
                  <AccordionItem key={item.id} value={item.id}>
                    <AccordionTrigger level={3} className="faq-question">
                      {item.question}
                    </AccordionTrigger>
                    <AccordionContent className="px-2 pb-5">
                      <p className="faq-answer">{item.answer}</p>
                    </AccordionContent>
                  </AccordionItem>
                ))}
              </AccordionRoot>
            )}
          </AccordionContent>
        </AccordionItem>
      ))}
    </AccordionRoot>
  );
}
