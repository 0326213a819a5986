import { useEffect, useState } from 'react';
import { listOperations, type Operation } from '../../lib/offline';
import { onQueueChange } from '../../lib/offline/events';

/** The logged-in user's queue, read again whenever it changes (here or in another tab); null while reading. */
export function useQueue(userId: number | undefined): Operation[] | null {
  const [operations, setOperations] = useState<Operation[] | null>(null);
  useEffect(() => {
    if (userId === undefined) return undefined;
    let live = true;
    const load = () =>
      listOperations(userId)
        .then((list) => live && setOperations(list))
        .catch(() => live && setOperations([]));
    void load();
    const stop = onQueueChange(() => void load());
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  return userId === undefined ? [] : operations;
}
