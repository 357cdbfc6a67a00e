import { privacyPolicy } from 'shared-contracts/site-policies';
import { PolicyPage } from './PolicyPage';

export default function PrivacyScreen() {
  return <PolicyPage text={privacyPolicy} />;
}
