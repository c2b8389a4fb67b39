import { Icon, type IconName } from '@/components/ui/icon';

interface Benefit {
  key: string;
  icon: IconName;
  title: string;
  text: string;
}

/** Benefit cards (icon, title, description) in a responsive grid; titles are h3. */
export function BenefitGrid({ items, columns = 4 }: { items: Benefit[]; columns?: 2 | 3 | 4 }) {
  const grid = {
    2: 'sm:grid-cols-2',
    3: 'sm:grid-cols-2 lg:grid-cols-3',
    4: 'sm:grid-cols-2 lg:grid-cols-4',
  }[columns];
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {items.map((item) => (
        <li key={item.key} className="card flex flex-col">
          <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon name={item.icon} />
          </span>
          <h3 className="mt-4 text-lg font-semibold text-brand-900">{item.title}</h3>
          <p className="mt-2 text-muted">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Cards whose texts are the messages `<group>.items.<key>.title` and `.text` of a page. */
export function benefitsFrom<K extends string>(
  specs: readonly { key: K; icon: IconName }[],
  message: (key: K, field: 'title' | 'text') => string,
): Benefit[] {
  return specs.map(({ key, icon }) => ({
    key,
    icon,
    title: message(key, 'title'),
    text: message(key, 'text'),
  }));
}
