import { ScreenPlaceholder } from '../Placeholder/ScreenPlaceholder';

export default function ProfileSetup() {
  return <ScreenPlaceholder title="Profile Setup" />;
}
