import { useState } from 'react';

/** A closed ad stays closed for the rest of the visit (session), not forever. */
export function useClosable(key: string): [boolean, () => void] {
  const storageKey = `ky_ad_closed_${key}`;
  const [closed, setClosed] = useState(() => sessionStorage.getItem(storageKey) === '1');
  const close = () => {
    sessionStorage.setItem(storageKey, '1');
    setClosed(true);
  };
  return [closed, close];
}
