import { ScreenPlaceholder } from '../../components/ScreenPlaceholder/ScreenPlaceholder';

export default function Profile() {
  return <ScreenPlaceholder title="Profile" />;
}
