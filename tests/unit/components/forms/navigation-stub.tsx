// Stand-in for next/navigation: records navigation (jsdom has no
// App Router context).
import { createElement, type ComponentProps } from 'react';

export const push = jest.fn();

export function useRouter() {
  return {
    push,
    replace: jest.fn(),
    back: jest.fn(),
    prefetch: jest.fn(),
    refresh: jest.fn(),
    forward: jest.fn(),
  };
}

export function Link({ href, ...props }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  return createElement('a', { href, ...props });
}
