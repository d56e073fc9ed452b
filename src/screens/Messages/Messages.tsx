import { ScreenPlaceholder } from '../../components/ScreenPlaceholder/ScreenPlaceholder';

export default function Messages() {
  return <ScreenPlaceholder title="Messages" />;
}
