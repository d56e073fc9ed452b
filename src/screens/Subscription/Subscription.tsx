import { ScreenPlaceholder } from '../Placeholder/ScreenPlaceholder';

export default function Subscription() {
  return <ScreenPlaceholder title="Choose Your Premium Plan" />;
}
