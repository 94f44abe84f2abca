import type { ActivityMessageKey } from "@park/domain/activities/activity-messages.ts";
import type { Language } from "@park/domain/constants.ts";
// The activity messages are commerce texts; a product page's canopy button shows them too.
import { i18n } from "../../shared/i18n/i18n.ts";
import "../../shared/i18n/commerce/activities.ts";

/**
 * An activity rule's message (000 §5, §8) in a language, its `{{activity}}` or `{{max}}` filled from the
 * refusal's parameters.
 */
export function activityMessage(
  key: ActivityMessageKey,
  language: Language,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return i18n.t(`activities.messages.${key}`, { ...params, lng: language });
}
