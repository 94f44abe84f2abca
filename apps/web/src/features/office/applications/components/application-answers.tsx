import type { TFunction } from "../../../../shared/i18n/i18n.ts";

/** The careers texts' option group of a field, by the field's name (education fields share theirs). */
function optionGroup(field: string): string | null {
  if (field === "gender" || field === "maritalStatus") return field;
  if (field === "jobPostSource") return "source";
  for (const suffix of ["Accredited", "Certified", "Modality", "Grade", "Month", "Emitter"] as const) {
    if (field.endsWith(suffix)) return suffix.toLowerCase();
  }
  return null;
}

/** A text of the careers form, or `fallback` when the texts have none (t answers the key itself). */
function textOr(t: TFunction, key: string, fallback: string): string {
  const text = t(key);
  return text === key ? fallback : text;
}

function ValueOf(props: { field: string; value: unknown; t: TFunction }) {
  const { field, value, t } = props;
  if (value === null || value === undefined || value === "") return <>{t("office.applications.empty")}</>;
  if (typeof value === "boolean")
    return <>{value ? t("office.applications.yes") : t("office.applications.no")}</>;
  if (typeof value === "number") return <>{String(value)}</>;
  if (typeof value === "string") {
    const group = optionGroup(field);
    return <>{group ? textOr(t, `careers.options.${group}.${value}`, value) : value}</>;
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return <>{t("office.applications.empty")}</>;
    return (
      <ol className="grid list-decimal gap-2 pl-5">
        {value.map((item, index) => (
          // The answers never reorder: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list of the applicant's rows
          <li key={index}>
            <ValueOf field={field} value={item} t={t} />
          </li>
        ))}
      </ol>
    );
  }
  if (typeof value === "object") return <Answers answers={value} t={t} />;
  return <>{String(value)}</>;
}

/**
 * Every answer of the application as the careers form labels it (its own texts), in the order the
 * form stored them; rows of lists (work history, references) nest the same way.
 */
export function Answers(props: { answers: object; t: TFunction }) {
  const { answers, t } = props;
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(12rem,auto)_1fr]">
      {Object.entries(answers).map(([field, value]: [string, unknown]) => (
        <div key={field} className="contents">
          <dt className="font-medium text-stone-700">{textOr(t, `careers.fields.${field}`, field)}</dt>
          <dd className="break-words">
            <ValueOf field={field} value={value} t={t} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
