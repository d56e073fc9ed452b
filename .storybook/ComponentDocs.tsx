import {
  Controls,
  Description,
  Primary,
  Source,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import * as ui from '../src/components';
import { GuidanceBlock, StatusBadge } from './Guidance';

/**
 * The component a docs page is about, when the package exports it: 'Components/Actions/Button'
 * is Button.
 */
function useExported() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const [section, , name] = preparedMeta.title.split('/');
  return section === 'Components' && name && name in ui ? name : null;
}

/**
 * Storybook's docs page, with the line another app imports the component by (the package's
 * entry, as the app's own screens do) under the title.
 */
export function ComponentDocs() {
  const name = useExported();
  return (
    <>
      <Title />
      <StatusBadge />
      <Subtitle />
      <Description />
      {name && (
        <Source language="tsx" code={`import { ${name} } from '@beeglobal/ui';`} dark={false} />
      )}
      <GuidanceBlock />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
