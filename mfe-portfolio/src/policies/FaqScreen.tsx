import { PolicyPage } from './PolicyPage';

export default function FaqScreen() {
  return <PolicyPage part="faq" />;
}
