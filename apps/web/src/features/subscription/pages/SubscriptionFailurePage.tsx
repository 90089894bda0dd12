import { SubscriptionResultPage } from './SubscriptionResultPage';

export default function SubscriptionFailurePage() {
  return <SubscriptionResultPage outcome="failure" />;
}
