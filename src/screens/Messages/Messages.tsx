import { ScreenPlaceholder } from '../Placeholder/ScreenPlaceholder';

export default function Messages() {
  return <ScreenPlaceholder title="Messages" />;
}
