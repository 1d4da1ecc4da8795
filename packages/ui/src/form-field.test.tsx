import { render, screen } from '@testing-library/react';
import { FormField } from './form-field';

const noteOf = (control: HTMLElement) =>
  document.getElementById(control.getAttribute('aria-describedby') ?? '')?.textContent;

describe('FormField', () => {
  it('labels its control and describes it with the hint', () => {
    render(
      <FormField label="Chest" hint="40–200 cm">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const box = screen.getByLabelText('Chest');
    expect(noteOf(box)).toBe('40–200 cm');
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the error instead of the hint, and marks the control invalid', () => {
    render(
      <FormField label="Chest" hint="40–200 cm" error="Chest must be between 40 and 200 cm">
        {(control) => <input {...control} />}
      </FormField>,
    );
    const box = screen.getByLabelText('Chest');
    expect(noteOf(box)).toBe('Chest must be between 40 and 200 cm');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('40–200 cm')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('counts what was typed of what is allowed, and can read an error out', () => {
    render(
      <FormField
        label="Product Images"
        count={{ value: 10, max: 10 }}
        error="Maximum 10 images allowed"
        announceError
      >
        {({ id }) => <input id={id} type="file" />}
      </FormField>,
    );
    expect(screen.getByText('10/10')).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe('Maximum 10 images allowed');
  });
});
