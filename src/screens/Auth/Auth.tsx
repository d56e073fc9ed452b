import { ScreenPlaceholder } from '../Placeholder/ScreenPlaceholder';

export default function Auth() {
  return <ScreenPlaceholder title="Sign In" />;
}
