import { useFocusOnMount } from '../../src/ui';

/** A section's heading, focused as the section appears (the page moved on: a screen reader hears where it is). */
export function SectionHeading({ children }: { children: string }) {
  const ref = useFocusOnMount<HTMLHeadingElement>();
  return (
    <h2 ref={ref} tabIndex={-1} className="binding__heading">
      {children}
    </h2>
  );
}
