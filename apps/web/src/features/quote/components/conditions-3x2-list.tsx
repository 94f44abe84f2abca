import { CONDITIONS_3X2 } from "@park/domain/promotions/conditions-3x2.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";

/** The six numbered conditions of the 3x2 offer (000 §2), from the domain. */
export function Conditions3x2List() {
  const language = useLanguage();
  return (
    <ol className="list-decimal space-y-2 ps-6">
      {CONDITIONS_3X2[language].map((condition) => (
        <li key={condition}>{condition}</li>
      ))}
    </ol>
  );
}
