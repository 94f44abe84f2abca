// react-i18next imports `use-sync-external-store/shim`, a fallback for React versions before 18. React 19
// has the hook built in, so the site's first load ships React's own instead of the fallback's code.
export { useSyncExternalStore } from "react";
