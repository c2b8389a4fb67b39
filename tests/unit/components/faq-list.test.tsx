import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqEmptyState } from '@/components/sections/faq/faq-empty-state';
import { faqPageJsonLd } from '@/lib/seo/faq-json-ld';
import { FaqList } from '@/components/sections/faq/faq-list';
import type { FaqGroup } from '@/lib/faq/group';

// Fixture: the grouped shape of the real content file (published questions only, English), plus
// one category without questions.
interface ContentFile {
  categories: { key: string; title_en: string; sort_order: number }[];
  faqs: {
    id: string;
    category_key: string;
    question_en: string;
    answer_en: string;
    sort_order: number;
    is_published: boolean;
  }[];
}
const content = JSON.parse(
  readFileSync(path.join(process.cwd(), 'prisma/content/faq.json'), 'utf8'),
) as ContentFile;
const groups: FaqGroup[] = [...content.categories]
  .sort((a, b) => a.sort_order - b.sort_order)
  .map((category) => ({
    key: category.key,
    title: category.title_en,
    items: content.faqs
      .filter((faq) => faq.is_published && faq.category_key === category.key)
      .sort((a, b) => a.sort_order - b.sort_order)
      .map((faq) => ({ id: faq.id, question: faq.question_en, answer: faq.answer_en })),
  }));
const withEmpty: FaqGroup[] = [...groups, { key: 'payroll', title: 'Payroll', items: [] }];

const labels = {
  emptyCategoryText: 'No questions in this category yet.',
  countLabel: (count: number) => `${count} questions`,
  emptyState: (
    <FaqEmptyState
      heading="No questions available yet"
      text="We are updating the content right now."
      action={<a href="#contact">Contact us</a>}
    />
  ),
};

const [firstGroup, secondGroup] = groups;
if (!firstGroup || !secondGroup) throw new Error('the content file needs two categories');

describe('FaqList', () => {
  it('renders categories in order as h2 triggers with the first one open', () => {
    render(<FaqList groups={groups} {...labels} />);
    const triggers = screen.getAllByRole('button', { expanded: true });
    expect(triggers).toHaveLength(1);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(groups.map((g) => `${g.title}${g.items.length} questions`));
    const firstQuestion = firstGroup.items[0];
    expect(
      screen.getByRole('heading', { level: 3, name: firstQuestion?.question }),
    ).toBeInTheDocument();
  });

  it('shows only published questions', () => {
    render(<FaqList groups={groups} {...labels} />);
    const unpublished = content.faqs.filter((faq) => !faq.is_published);
    expect(unpublished.length).toBeGreaterThan(0);
    for (const faq of unpublished) expect(screen.queryByText(faq.question_en)).toBeNull();
  });

  it('keeps several categories open, but one question at a time, collapsible', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FaqList groups={groups} {...labels} />);
    await user.click(screen.getByRole('button', { name: new RegExp(secondGroup.title) }));
    expect(screen.getByRole('button', { name: new RegExp(firstGroup.title) })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: new RegExp(secondGroup.title) })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    const [q1, q2] = firstGroup.items;
    if (!q1 || !q2) throw new Error('first category needs two questions');
    const one = screen.getByRole('button', { name: q1.question });
    const two = screen.getByRole('button', { name: q2.question });
    await user.click(one);
    expect(one).toHaveAttribute('aria-expanded', 'true');
    // Closed answers stay in the markup (forceMount) and are hidden by CSS on data-state, which
    // jsdom does not apply; the end-to-end test checks the visibility in a browser.
    // (Radix sets aria-controls only while open.)
    const firstAnswer = document.getElementById(one.getAttribute('aria-controls') ?? '');
    expect(firstAnswer).toHaveAttribute('data-state', 'open');
    expect(firstAnswer).toHaveTextContent(q1.answer);
    await user.click(two);
    expect(one).toHaveAttribute('aria-expanded', 'false');
    expect(two).toHaveAttribute('aria-expanded', 'true');
    expect(firstAnswer).toHaveAttribute('data-state', 'closed');
    expect(document.getElementById(two.getAttribute('aria-controls') ?? '')).toHaveAttribute(
      'data-state',
      'open',
    );
    await user.click(two);
    expect(two).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves focus between category triggers with the arrow, Home and End keys', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FaqList groups={groups} {...labels} />);
    const categoryTriggers = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => within(heading).getByRole('button'));
    categoryTriggers[0]?.focus();
    await user.keyboard('{ArrowDown}');
    expect(categoryTriggers[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(categoryTriggers.at(-1)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(categoryTriggers[0]).toHaveFocus();
  });

  it('shows the empty-category text inside a category without questions', async () => {
    const user = userEvent.setup({ delay: null });
    render(<FaqList groups={withEmpty} {...labels} />);
    const trigger = screen.getByRole('button', { name: /Payroll/ });
    expect(trigger).toHaveAccessibleName('Payroll 0 questions');
    await user.click(trigger);
    const region = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    expect(region).toHaveTextContent('No questions in this category yet.');
    expect(within(region as HTMLElement).queryByRole('button')).toBeNull();
  });

  it('shows the no-categories state with a contact link when there are no categories', () => {
    render(<FaqList groups={[]} {...labels} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'No questions available yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText('We are updating the content right now.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '#contact');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('faqPageJsonLd', () => {
  it('lists every published question with its answer', () => {
    const data = faqPageJsonLd('en', 'Frequently asked questions', withEmpty);
    const published = content.faqs.filter((faq) => faq.is_published);
    expect(data?.['@type']).toBe('FAQPage');
    expect(data?.mainEntity).toHaveLength(published.length);
    expect(data?.mainEntity).toContainEqual({
      '@type': 'Question',
      name: published[0]?.question_en,
      acceptedAnswer: { '@type': 'Answer', text: published[0]?.answer_en },
    });
  });

  it('is left out when there is nothing to list', () => {
    expect(faqPageJsonLd('sv', 'Vanliga frågor', [])).toBeNull();
  });
});
