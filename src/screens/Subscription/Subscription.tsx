import { ScreenPlaceholder } from '../../components/ScreenPlaceholder/ScreenPlaceholder';

export default function Subscription() {
  return <ScreenPlaceholder title="Choose Your Premium Plan" />;
}
