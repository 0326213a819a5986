import { Anchor, Text } from '@mantine/core';
import { appPublicUrl } from '../../../lib/config';

const URL_PATTERN = /(https?:\/\/[^\s]+)/g;

/** An SMS's text; links to this app become tappable (so a demo can follow an invitation), others stay text. */
export function MessageText({ text }: { text: string }) {
  const own = appPublicUrl();
  const parts = text.split(URL_PATTERN);
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
      {parts.map((part, index) =>
        index % 2 === 1 && part.startsWith(`${own}/`) ? (
          <Anchor key={index} href={part} size="sm">
            {part}
          </Anchor>
        ) : (
          part
        ),
      )}
    </Text>
  );
}
