// The last resort, when the app's own frame (theme, layout, header or footer) failed to render: plain
// elements and plain styles, since whatever failed may be the theme. Starting over reloads the page,
// which is also all a reload costs: nothing was ever stored.

import { useEffect, useRef } from "react";
import { PRODUCT_TITLE } from "../../data";

export function AppCrashScreen() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <main
      style={{
        maxWidth: "40rem",
        margin: "0 auto",
        padding: "3rem 1.5rem",
        fontFamily: "system-ui, sans-serif",
        lineHeight: 1.5,
      }}
    >
      <title>{`Something went wrong | ${PRODUCT_TITLE}`}</title>
      <p style={{ margin: 0 }}>{PRODUCT_TITLE}</p>
      {/* Focused from script for screen readers, never reached by Tab: no ring to show. */}
      <h1
        ref={heading}
        tabIndex={-1}
        style={{ fontSize: "2rem", margin: "0.5rem 0 1rem", outline: "none" }}
      >
        Something went wrong
      </h1>
      <p>
        The checklist hit an unexpected error and cannot carry on. Starting over reloads it with
        every question unticked. Nothing you ticked was stored or sent anywhere.
      </p>
      <button
        type="button"
        onClick={() => window.location.assign("/")}
        style={{ font: "inherit", padding: "0.5rem 1rem", minHeight: "2.75rem", cursor: "pointer" }}
      >
        Start over
      </button>
    </main>
  );
}
