import type { Resolver } from 'react-hook-form';
import { lazyResolver } from '@/components/forms/lazy-resolver';

type Values = { email: string };

const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<
  Resolver<Values>
>[2];

function fakeResolver(): Resolver<Values, unknown, Values> {
  return async (values) => ({ values, errors: {} });
}

describe('lazyResolver', () => {
  test('loads the real resolver once, on the first validation, and delegates to it', async () => {
    const load = jest.fn(async () => fakeResolver());
    const resolver = lazyResolver<Values, Values>(load);
    expect(load).not.toHaveBeenCalled();

    const first = await resolver({ email: 'a@b.se' }, undefined, options);
    const second = await resolver({ email: 'c@d.se' }, undefined, options);

    expect(first).toEqual({ values: { email: 'a@b.se' }, errors: {} });
    expect(second).toEqual({ values: { email: 'c@d.se' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('preload starts the fetch before any validation, without loading twice', async () => {
    const load = jest.fn(async () => fakeResolver());
    const resolver = lazyResolver<Values, Values>(load);
    resolver.preload();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ email: 'a@b.se' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a failed fetch is reported to the form and retried at the next validation', async () => {
    const load = jest
      .fn<Promise<Resolver<Values, unknown, Values>>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(fakeResolver());
    const resolver = lazyResolver<Values, Values>(load);

    resolver.preload(); // a failing preload is swallowed: no unhandled rejection
    await expect(resolver({ email: 'a@b.se' }, undefined, options)).rejects.toThrow('offline');
    await expect(resolver({ email: 'a@b.se' }, undefined, options)).resolves.toEqual({
      values: { email: 'a@b.se' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
