import {
  CROP_ADVICE_PATH,
  TEXT_OVERRIDE_TEMPLATES_PATH,
  TEXT_OVERRIDES_PATH,
  type CropAdviceList,
  type Language,
  type SmsTemplateList,
  type TextOverride,
  type TextOverrideKind,
  type TextOverrideList,
} from '@coldroom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

/** A company's own texts (docs/text-overrides.md): one SMS template or crop, in one language. */
export interface OverrideTarget {
  kind: TextOverrideKind;
  key: string;
  language: Language;
}

const pathOf = (target: OverrideTarget) => `${TEXT_OVERRIDES_PATH}${target.kind}/${encodeURIComponent(target.key)}/${target.language}/`;

/** GET …/text-overrides/templates/: the SMS templates, their blanks and defaults in every language. */
export function useSmsTemplates() {
  return useQuery({ queryKey: ['text-overrides', 'templates'], queryFn: () => apiFetch<SmsTemplateList>(TEXT_OVERRIDE_TEMPLATES_PATH), staleTime: 10 * 60_000 });
}

/** GET …/text-overrides/: the company's own texts. */
export function useTextOverrides() {
  return useQuery({ queryKey: ['text-overrides', 'list'], queryFn: () => apiFetch<TextOverrideList>(TEXT_OVERRIDES_PATH) });
}

/** PUT and DELETE of one text; the list and the crop advice are read again after either. */
export function useSaveTextOverride() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ target, text }: { target: OverrideTarget; text: string }) => apiFetch<TextOverride>(pathOf(target), { method: 'PUT', body: { text } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['text-overrides'] }),
  });
}

export function useRemoveTextOverride() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (target: OverrideTarget) => apiFetch<null>(pathOf(target), { method: 'DELETE' }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['text-overrides'] }),
  });
}

/** GET …/crop-advice/: the advice of the companies the logged-in person belongs to or stores with. */
export function useCropAdvice(enabled: boolean) {
  return useQuery({ queryKey: ['text-overrides', 'crop-advice'], queryFn: () => apiFetch<CropAdviceList>(CROP_ADVICE_PATH), enabled, staleTime: 5 * 60_000 });
}
