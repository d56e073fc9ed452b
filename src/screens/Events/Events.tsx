import { ScreenPlaceholder } from '../Placeholder/ScreenPlaceholder';

export default function Events() {
  return <ScreenPlaceholder title="Cultural Events & Meetups" />;
}
