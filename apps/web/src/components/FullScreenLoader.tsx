import { Center, Loader } from '@mantine/core';

/** Shown while the first page or the translations load; it has no text, so it needs no translation. */
export function FullScreenLoader() {
  return (
    <Center h="100dvh">
      <Loader aria-label="…" />
    </Center>
  );
}
