import { ScreenPlaceholder } from '../Placeholder/ScreenPlaceholder';

export default function Dashboard() {
  return <ScreenPlaceholder title="Dashboard" />;
}
