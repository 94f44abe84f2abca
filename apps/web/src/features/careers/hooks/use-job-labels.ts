import { useTranslation } from "../../../shared/i18n/use-translation.ts";

/**
 * Areas and shift types come from the API as the park's Spanish names; shown translated when a text exists,
 * as they are otherwise.
 */
export function useJobLabels() {
  const { t } = useTranslation();
  const label = (group: string, name: string) => {
    const key = `careers.${group}.${name}`;
    const text = t(key);
    return text === key ? name : text;
  };
  return { area: (area: string) => label("areas", area), shift: (shift: string) => label("shifts", shift) };
}
