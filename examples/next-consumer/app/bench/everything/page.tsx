'use client';

import { useState } from 'react';
import * as ui from '@beeglobal/ui';

// For `npm run bench`: an app that takes every export of the package.
export default function Everything() {
  const [presses, setPresses] = useState(0);
  return (
    <button onClick={() => setPresses(presses + 1)}>
      {Object.keys(ui).length} exports {presses}
    </button>
  );
}
