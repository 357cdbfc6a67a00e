import { frequentQuestions } from 'shared-contracts/site-policies';
import { PolicyPage } from './PolicyPage';

export default function FaqScreen() {
  return <PolicyPage text={frequentQuestions} />;
}
