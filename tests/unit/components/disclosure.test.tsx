import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Disclosure } from '@/components/ui/disclosure';

describe('Disclosure', () => {
  it('toggles aria-expanded and shows the controlled text', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <Disclosure moreLabel="Read more about Moving Joy" lessLabel="Show less about Moving Joy">
        <p>We collect quotes from removal companies.</p>
      </Disclosure>,
    );
    const button = screen.getByRole('button', { name: 'Read more about Moving Joy' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).not.toBeVisible();
    // The long text is in the markup while closed (indexable), just hidden.
    expect(panel).toHaveTextContent('We collect quotes from removal companies.');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Show less about Moving Joy');
    expect(screen.getByText('We collect quotes from removal companies.')).toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });
});
