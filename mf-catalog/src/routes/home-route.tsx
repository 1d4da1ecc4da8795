import { HomePage } from '../features/home/components/home-page';

/** /: the home page. */
export default function HomeRoute() {
  return <HomePage />;
}
