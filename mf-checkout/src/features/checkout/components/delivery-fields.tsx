import {
  ADDRESS_FIELDS,
  COUNTRIES,
  type AddressField,
  type DeliveryAddress,
} from '@shop/contracts';
import { FormField } from '@shop/ui';
import type { AddressErrors } from '../utils/delivery-address';
import styles from '../../shared/components/page-frame.module.css';

const FIELDS: Record<
  AddressField,
  { label: string; half?: boolean; type?: string; autoComplete: string }
> = {
  firstName: { label: 'First name', half: true, autoComplete: 'given-name' },
  lastName: { label: 'Last name', half: true, autoComplete: 'family-name' },
  email: { label: 'Email address', type: 'email', autoComplete: 'email' },
  street: { label: 'Street', autoComplete: 'street-address' },
  city: { label: 'City', half: true, autoComplete: 'address-level2' },
  state: { label: 'State', half: true, autoComplete: 'address-level1' },
  zipcode: { label: 'Zipcode', half: true, autoComplete: 'postal-code' },
  country: { label: 'Country', half: true, autoComplete: 'country-name' },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel' },
};

interface Props {
  address: DeliveryAddress;
  errors: AddressErrors;
  onChange: (field: AddressField, value: string) => void;
}

/**
 * The nine delivery fields, each labelled, with its error beneath it once the form is sent; the
 * country is chosen from the countries the shop delivers to.
 */
export function DeliveryFields({ address, errors, onChange }: Props) {
  return (
    <div className={styles.fields}>
      {ADDRESS_FIELDS.map((name) => {
        const field = FIELDS[name];
        return (
          <FormField
            key={name}
            label={field.label}
            error={errors[name]}
            className={field.half ? styles.half : styles.whole}
          >
            {(control) =>
              name === 'country' ? (
                <select
                  {...control}
                  name={name}
                  autoComplete={field.autoComplete}
                  required
                  value={address[name]}
                  onChange={(event) => onChange(name, event.target.value)}
                >
                  <option value="">Select a country</option>
                  {COUNTRIES.map((country) => (
                    <option key={country}>{country}</option>
                  ))}
                </select>
              ) : (
                <input
                  {...control}
                  name={name}
                  type={field.type ?? 'text'}
                  autoComplete={field.autoComplete}
                  required
                  value={address[name]}
                  onChange={(event) => onChange(name, event.target.value)}
                />
              )
            }
          </FormField>
        );
      })}
    </div>
  );
}
