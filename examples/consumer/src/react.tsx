import { createRoot } from 'react-dom/client';

// For `npm run bench`: React alone, what the two pages beside it are measured against.
createRoot(document.getElementById('root')!).render(<button>Join</button>);
