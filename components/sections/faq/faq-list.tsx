import type { ReactNode } from 'react';
import { AccordionItem, AccordionRoot } from '@/components/ui/accordion';
import type { FaqGroup } from '@/lib/faq/group';

interface Props {
  groups: FaqGroup[];
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
          level={2}
          className="rounded-2xl border border-line bg-surface shadow-sm"
          // No overflow-hidden on the card: it would clip the trigger's focus ring. The trigger
          // rounds its own hover background to the card's corners instead.
          triggerClassName="rounded-[15px] px-5 py-5 text-left hover:bg-brand-50 data-[state=open]:rounded-b-none sm:px-6"
          contentClassName="border-t border-line px-3 pb-3 sm:px-4"
          trigger={
            <>
              <span className="block text-lg font-bold text-brand-900 sm:text-xl">
                {group.title}
              </span>
              <span className="mt-0.5 block text-sm font-normal text-muted">
                {countLabel(group.items.length)}
              </span>
            </>
          }
        >
          {group.items.length === 0 ? (
            <p className="px-2 py-4 text-muted">{emptyCategoryText}</p>
          ) : (
            <AccordionRoot type="single" collapsible className="divide-y divide-line">
              {group.items.map((item) => (
                <AccordionItem
                  key={item.id}
                  value={item.id}
                  level={3}
                  triggerClassName="faq-question"
                  contentClassName="px-2 pb-5"
                  trigger={item.question}
                >
                  <p className="faq-answer">{item.answer}</p>
                </AccordionItem>
              ))}
            </AccordionRoot>
          )}
        </AccordionItem>
      ))}
    </AccordionRoot>
  );
}
