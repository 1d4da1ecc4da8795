import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
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
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps focus inside while open and hands it back to the opener on close', () => {
    function RemoveButton() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Remove</Button>
          <Modal
            open={open}
            onClose={() => setOpen(false)}
            title="Remove Item"
            footer={<Button onClick={() => setOpen(false)}>Cancel</Button>}
          />
        </>
      );
    }
    render(<RemoveButton />);
    const opener = screen.getByRole('button', { name: 'Remove' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Remove Item' });
    expect(document.activeElement).toBe(dialog);

    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByLabelText('Close'));

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.activeElement).toBe(opener);
  });
});
