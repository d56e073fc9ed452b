'use client';

import { useState } from 'react';

// For `npm run bench`: React alone, what the two pages beside it are measured against.
export default function ReactAlone() {
  const [presses, setPresses] = useState(0);
  return <button onClick={() => setPresses(presses + 1)}>Join {presses}</button>;
}
