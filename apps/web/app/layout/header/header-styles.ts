/** Classes shared by a header button and the Radix trigger that replaces it once its code has loaded. */
export const menuButtonClass =
  "inline-flex h-10 w-10 items-center justify-center rounded-full text-forest-900 hover:bg-forest-50 xl:hidden";

export const languageTriggerClass =
  "inline-flex h-10 shrink-0 items-center gap-1 whitespace-nowrap rounded-full px-2 text-sm font-medium text-forest-900 hover:bg-forest-50 sm:gap-1.5 sm:px-3";
