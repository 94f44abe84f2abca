import type { ReactNode } from "react";

interface TitledSectionProps {
  /** The heading's id: the region is named by its heading, for those who move by landmarks. */
  id: string;
  heading: ReactNode;
  /** An aside for what stands beside the page's flow (a summary card), a section otherwise. */
  as?: "section" | "aside";
  level?: 2 | 3;
  className?: string;
  headingClassName: string;
  children: ReactNode;
}

/** A region of a page named by its own heading; the one way the site ties a section to its title. */
export function TitledSection({
  id,
  heading,
  as: Region = "section",
  level = 2,
  className,
  headingClassName,
  children,
}: TitledSectionProps) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <Region aria-labelledby={id} className={className}>
      <Heading id={id} className={headingClassName}>
        {heading}
      </Heading>
      {children}
    </Region>
  );
}
