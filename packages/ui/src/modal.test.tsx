import { fireEvent, render, screen } from '@testing-library/react';
import { Button } from './button';
import { Modal } from './modal';

describe('Modal', () => {
  it('shows a labelled dialog and closes on Escape and the close button', () => {
    const onClose = jest.fn();
    render(
      <Modal open onClose={onClose} title="Remove Item" footer={<Button>Remove</Button>}>
        Remove this item from your cart?
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove Item' });
    expect(dialog.textContent).toContain('Remove this item from your cart?');
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByLabelText('Close'));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing while closed', () => {
    render(<Modal open={false} onClose={() => undefined} title="Hidden" />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
