import { cloneElement, Fragment, type ReactElement, type ReactNode } from "react";
import { useTranslation } from "./use-translation.ts";

interface TransProps {
  i18nKey: string;
  /** Elements for the text's `<name>...</name>` parts; each gets that part's words as its children. */
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}

/** A text with links or emphasis inside it, e.g. "Acepta los <terms>términos</terms>". */
export function Trans({ i18nKey, components }: TransProps) {
  const { t } = useTranslation();
  const parts: ReactNode[] = [];
  const text = t(i18nKey);
  const tag = /<(\w+)>(.*?)<\/\1>/g;
  let last = 0;
  for (let match = tag.exec(text); match !== null; match = tag.exec(text)) {
    const [whole, name = "", words] = match;
    const component = components[name];
    parts.push(text.slice(last, match.index));
    parts.push(component ? cloneElement(component, { key: match.index }, words) : whole);
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
