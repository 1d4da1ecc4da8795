import { fireEvent, render, screen } from '@testing-library/react';
import { NewsletterForm } from './newsletter-form';

describe('NewsletterForm', () => {
  it('thanks the subscriber and clears the box', () => {
    render(<NewsletterForm />);
    const email = screen.getByLabelText('Email address') as HTMLInputElement;

    fireEvent.change(email, { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(screen.getByText('Thank you for subscribing!')).toBeInTheDocument();
    expect(email.value).toBe('');
  });

  it('says nothing while the box is blank', () => {
    render(<NewsletterForm />);
    fireEvent.submit(screen.getByRole('button', { name: 'Subscribe' }).closest('form')!);
    expect(screen.queryByText('Thank you for subscribing!')).not.toBeInTheDocument();
  });
});
