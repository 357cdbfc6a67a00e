import { termsOfService } from 'shared-contracts/site-policies';
import { PolicyPage } from './PolicyPage';

export default function TermsScreen() {
  return <PolicyPage text={termsOfService} />;
}
