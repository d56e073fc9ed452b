'use client';

import { useState } from 'react';
import { Button } from '@beeglobal/ui';

// For `npm run bench`: an app that takes one component.
export default function ButtonAlone() {
  const [presses, setPresses] = useState(0);
  return <Button onClick={() => setPresses(presses + 1)}>Join {presses}</Button>;
}
