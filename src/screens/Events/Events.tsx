import { ScreenPlaceholder } from '../../components/ScreenPlaceholder/ScreenPlaceholder';

export default function Events() {
  return <ScreenPlaceholder title="Cultural Events & Meetups" />;
}
