// A customer's name as a link to its card (/customers/{customerId}), as the users and orders lists show it.
import { Link } from 'react-router-dom';
import { he } from './he';

export function CustomerLink({ customerId, name }: { customerId: number; name: string }) {
  return (
    <Link to={`/customers/${customerId}`} aria-label={he.openCard(name)}>
      {name}
    </Link>
  );
}
