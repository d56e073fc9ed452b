import { ScreenPlaceholder } from '../Placeholder/ScreenPlaceholder';

export default function Profile() {
  return <ScreenPlaceholder title="Profile" />;
}
