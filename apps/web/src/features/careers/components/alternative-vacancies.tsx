import { APPLICATION_LIMITS as LIMITS } from "@park/domain/careers/job-application-options.ts";
import { DRIVER_AREA } from "@park/domain/careers/job-title-rules.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import type { JobPost } from "../api/job-posts-api.ts";
import { useApplicationFormContext } from "../hooks/application-form-context.ts";
import { CheckboxGroup } from "./form-fields.tsx";

/**
 * Other vacancies of interest: at most 5, kept in the order they were ticked (001 §5). Driver jobs are
 * offered only to applicants with a driver licence, as turning the licence off removes them (001 §4).
 */
export function AlternativeVacancies({ posts }: { posts: readonly JobPost[] }) {
  const { t } = useTranslation();
  const form = useApplicationFormContext();
  const chosen = form.values.alternativeApplication;
  const offered = posts.filter((post) => form.values.hasDriverLicense === true || post.area !== DRIVER_AREA);
  const full = chosen.length >= LIMITS.alternativeVacancies;
  const titleOf = (titleId: string) => posts.find((post) => post.titleId === titleId)?.title ?? titleId;
  return (
    <CheckboxGroup path="alternativeApplication" hint={t("careers.form.alternativesHint")}>
      {(invalid) => (
        <>
          <div className="mt-1 grid gap-1 sm:grid-cols-2">
            {offered.map((post, index) => {
              const checked = chosen.includes(post.titleId);
              return (
                <label key={post.titleId} className="inline-flex items-center gap-2 py-1 text-stone-800">
                  <input
                    type="checkbox"
                    id={index === 0 ? "f-alternativeApplication" : undefined}
                    checked={checked}
                    disabled={!checked && full}
                    aria-invalid={invalid ? true : undefined}
                    className="h-5 w-5 accent-forest-700"
                    onChange={(event) =>
                      form.set(
                        "alternativeApplication",
                        event.target.checked
                          ? [...chosen, post.titleId]
                          : chosen.filter((titleId) => titleId !== post.titleId),
                      )
                    }
                  />
                  {post.title}
                </label>
              );
            })}
          </div>
          {chosen.length > 0 && (
            <div className="mt-2">
              <p className="text-sm font-semibold text-stone-700">{t("careers.form.alternativesChosen")}</p>
              <ol className="ml-5 list-decimal text-stone-800">
                {chosen.map((titleId) => (
                  <li key={titleId}>{titleOf(titleId)}</li>
                ))}
              </ol>
            </div>
          )}
        </>
      )}
    </CheckboxGroup>
  );
}
