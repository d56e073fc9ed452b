import { createRoot } from 'react-dom/client';
import { Button } from '@beeglobal/ui';

// For `npm run bench`: an app that takes one component.
createRoot(document.getElementById('root')!).render(<Button>Join</Button>);
