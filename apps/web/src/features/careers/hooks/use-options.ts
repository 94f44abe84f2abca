import { useTranslation } from "../../../shared/i18n/use-translation.ts";

/** Choices with their texts from `careers.options.<group>`. */
export function useOptions() {
  const { t } = useTranslation();
  return (group: string, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`careers.options.${group}.${value}`) }));
}
