import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver whose code (zod and the form's schema) is fetched the first time the
 * form validates, or earlier through `preload` (the forms call it when they first get focus).
 * Pages with a form then load no validation code until a visitor starts filling it in.
 */
export interface LazyResolver<Input extends FieldValues, Output> extends Resolver<
  Input,
  unknown,
  Output
> {
  preload: () => void;
}

export function lazyResolver<Input extends FieldValues, Output>(
  load: () => Promise<Resolver<Input, unknown, Output>>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const get = () => {
    // A failed fetch (e.g. offline) is retried at the next validation instead of sticking.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver = (async (values, context, options) =>
    (await get())(values, context, options)) as LazyResolver<Input, Output>;
  resolver.preload = () => void get().catch(() => undefined);
  return resolver;
}
