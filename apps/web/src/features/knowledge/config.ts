/** Values filled into {placeholders} of the content at render time (see content/README.md). */
export const CONTENT_VALUES: Record<string, string> = {
  supportEmail: import.meta.env.VITE_SUPPORT_EMAIL ?? 'support@coldroom.example.org',
};
