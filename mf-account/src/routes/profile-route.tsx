import { MeasurementsPanel } from '../features/measurements/components/measurements-panel';
import { ProfilePage } from '../features/profile/components/profile-page';

/** /profile: My Profile, with the customer's measurements. */
export default function ProfileRoute() {
  return (
    <ProfilePage
      // Keyed by token: a different shopper signing in starts from their own record.
      measurements={(token) => <MeasurementsPanel key={token} token={token} />}
    />
  );
}
