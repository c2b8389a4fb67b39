import { render, screen, waitFor } from '@testing-library/react';
import { toast as sonnerToast } from 'sonner';
import { preloadToaster, toast } from '@/components/ui/toaster';
import { AppToaster } from '@/components/ui/toaster-slot';

jest.mock('sonner', () => ({
  toast: { error: jest.fn(), success: jest.fn() },
  Toaster: ({ containerAriaLabel }: { containerAriaLabel: string }) => (
    <section aria-label={containerAriaLabel} data-testid="sonner-toaster" />
  ),
}));

// One page's life: the module keeps sonner once it is loaded, so the steps run in order.
test('the layout slot stays empty until a form asks for the toaster, then mounts sonner once', async () => {
  render(<AppToaster label="Notifications" />);
  expect(screen.queryByTestId('sonner-toaster')).toBeNull();

  preloadToaster(); // a visitor focuses a form
  expect(await screen.findByTestId('sonner-toaster')).toHaveAttribute(
    'aria-label',
    'Notifications',
  );

  preloadToaster();
  expect(screen.getAllByTestId('sonner-toaster')).toHaveLength(1);
});

test('toast.error and toast.success reach sonner with their message and options', async () => {
  toast.error('Something went wrong', { description: 'Try again.' });
  toast.success('Sent');
  await waitFor(() =>
    expect(sonnerToast.error).toHaveBeenCalledWith('Something went wrong', {
      description: 'Try again.',
    }),
  );
  await waitFor(() => expect(sonnerToast.success).toHaveBeenCalledWith('Sent'));
});
