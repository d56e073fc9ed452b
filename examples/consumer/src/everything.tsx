import { createRoot } from 'react-dom/client';
import * as ui from '@beeglobal/ui';

// For `npm run bench`: an app that takes every export of the package.
createRoot(document.getElementById('root')!).render(<pre>{Object.keys(ui).length} exports</pre>);
